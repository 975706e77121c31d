/** Hands a file to the person: the browser saves it under `name` (the data export). */
export type SaveFile = (name: string, type: string, text: string) => void;

/** Saves through a temporary link to a Blob, the way browsers download generated files. */
export const browserSaveFile: SaveFile = (name, type, text) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
