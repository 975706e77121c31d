import { PRODUCT_IMAGE_DEFAULT_WIDTH, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_WIDTHS, productImageKey, productImageKeys } from '../../domain/product.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { ImageProcessor } from '../platform/image-processor.js';
import type { MediaStore } from '../platform/media-store.js';
import type { ProductImageRecord, UploadedImage } from './ports.js';

export interface ProductImageDeps {
  images: ImageProcessor;
  media: MediaStore;
  ids: IdGenerator;
}

const name = (upload: UploadedImage) => (upload.originalName.trim() === '' ? 'A file' : upload.originalName.slice(0, 80));

/**
 * Checks every upload by its bytes (JPEG or PNG only, whatever its name says), re-encodes each as
 * WebP at the storefront's widths (metadata dropped; an image of too many pixels is refused before
 * it is decoded) and stores them under names the server makes. Nothing is stored unless every upload
 * is good. Answers the images in upload order, or 400 under `image`.
 */
export async function storeProductImages(deps: ProductImageDeps, productId: string, uploads: readonly UploadedImage[]): Promise<Result<ProductImageRecord[], 'invalid_image'>> {
  const encoded: { id: string; files: { width: number; bytes: Uint8Array }[] }[] = [];
  for (const upload of uploads) {
    if (upload.bytes.byteLength > PRODUCT_IMAGE_MAX_BYTES) return invalid({ image: `${name(upload)} is larger than 10 MB.` }, 'invalid_image');
    if ((await deps.images.detect(upload.bytes)) === 'other') return invalid({ image: `${name(upload)} is not a JPEG or PNG image.` }, 'invalid_image');
    const files: { width: number; bytes: Uint8Array }[] = [];
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      try {
        files.push({ width, bytes: await deps.images.toWebp(upload.bytes, width) });
      } catch {
        return invalid({ image: `${name(upload)} could not be read, or has too many pixels. Please choose another JPEG or PNG image.` }, 'invalid_image');
      }
    }
    encoded.push({ id: deps.ids.newId(), files });
  }
  const stored: ProductImageRecord[] = [];
  for (const image of encoded) {
    let url = '';
    for (const file of image.files) {
      const at = await deps.media.put(productImageKey(productId, image.id, file.width), file.bytes, 'image/webp');
      if (file.width === PRODUCT_IMAGE_DEFAULT_WIDTH) url = at;
    }
    stored.push({ id: image.id, url });
  }
  return ok(stored);
}

/** Removes the files of images no longer used (best effort: a file left behind is harmless). */
export async function removeImageFiles(media: MediaStore, images: readonly ProductImageRecord[]): Promise<void> {
  for (const key of images.flatMap((i) => productImageKeys(i.url))) {
    try {
      await media.delete(key);
    } catch {
      // The record is already gone; a stray file only takes space.
    }
  }
}
