import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { FieldMessage } from '../components/fields';
import { IMAGE_TYPES, type ProductForm } from './ProductForm';

/** Small previews of the chosen files, released when they go. */
function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')), [files]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * The product's images: the saved ones (each removed at once), the files chosen (sent with the
 * save), and a drop zone that also has a file button. JPEG and PNG only; the message under it is
 * the `image` field's.
 */
export const ImageDrop = observer(function ImageDrop({ editor }: { editor: ProductForm }) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const message = editor.form.error('image');
  const previews = useObjectUrls(editor.files);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    editor.addFiles([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="adm-field adm-fieldset">
      <legend>Images</legend>
      <div
        className={`adm-drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="image-drop"
      >
        <p>Drag and drop JPEG or PNG images here (up to 8, 10 MB each), or</p>
        <button type="button" className="adm-btn adm-btn--secondary" onClick={() => input.current?.click()} aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined}>
          Choose images
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          aria-label="Choose images"
          onChange={(e) => {
            editor.addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      <FieldMessage id={errorId} message={message} />
      <ul className="adm-images" aria-label="Product images">
        {editor.product?.imageList.map((image, i) => (
          <li key={image._id}>
            <img src={image.imageUrl.replace(/-640\.webp$/, '-320.webp')} alt={`Image ${i + 1}`} />
            <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => void editor.removeImage(image)} aria-label={`Remove image ${i + 1}`}>
              Remove
            </button>
          </li>
        ))}
        {editor.files.map((file, i) => (
          <li key={`${file.name}-${i}`}>
            {previews[i] ? <img src={previews[i]} alt={`New image ${file.name}`} /> : <span>{file.name}</span>}
            <button type="button" className="adm-btn adm-btn--secondary adm-btn--small" onClick={() => editor.removeFile(i)} aria-label={`Remove new image ${file.name}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
