import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageProcessor } from '../../../application/platform/image-processor.js';

type Sharp = typeof import('sharp').default;
const require = createRequire(import.meta.url);
let sharp: Sharp | undefined;

/** Pictures are read by their bytes (file-type) and re-encoded with sharp, which keeps no metadata unless asked. */
export const sharpImageProcessor: ImageProcessor = {
  async detect(bytes) {
    const type = await fileTypeFromBuffer(bytes);
    if (type?.mime === 'image/png') return 'png';
    if (type?.mime === 'image/jpeg') return 'jpeg';
    return 'other';
  },
  async toWebp(bytes, width) {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    // sharp (libvips) is loaded with the first picture, not at start: most processes never convert one.
    sharp ??= require('sharp') as Sharp;
    const out = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return new Uint8Array(out);
  },
};
