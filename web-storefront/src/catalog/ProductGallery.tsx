import { useState } from 'react';
import type { ProductImage as Image } from './catalog-api';
import { ProductImage } from '../components/ProductImage';

export function ProductGallery({ name, images }: { name: string; images: readonly Image[] }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="sf-gallery sf-gallery--empty" />;
  return (
    <div className="sf-gallery">
      <div className="sf-gallery__main">
        <ProductImage src={current.imageUrl} alt={`${name}, image ${index + 1} of ${images.length}`} sizes="(max-width: 767px) 100vw, 50vw" eager width={960} height={960} />
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image._id}>
              <button type="button" className={`sf-gallery__thumb${i === index ? ' is-current' : ''}`} aria-label={`Show image ${i + 1}`} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <ProductImage src={image.imageUrl} alt="" sizes="80px" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
