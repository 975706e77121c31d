/** How an empty path segment is written in back-office calls: `-` means none / All (admin-api.md). */
export const NONE_SEGMENT = '-';

/** One path segment of a back-office call: `-` for an empty value, otherwise the value encoded. */
export const segment = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? NONE_SEGMENT : encodeURIComponent(text);
};

/** `/api/admin/<call>/<segment>/<segment>…`, each segment written with `segment`. */
export const adminPath = (call: string, ...segments: (string | number | null | undefined)[]): string => ['/api/admin', call, ...segments.map(segment)].join('/');
