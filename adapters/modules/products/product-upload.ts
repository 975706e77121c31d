import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { UploadedImage } from '../../../application/products/ports.js';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../../domain/product.js';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: PRODUCT_IMAGES_MAX, fields: 20, fieldSize: 64 * 1024, parts: 30 },
}).array('images', PRODUCT_IMAGES_MAX);

const MESSAGES: Record<string, [string, string]> = {
  LIMIT_FILE_SIZE: ['image', 'Each image must be 10 MB or smaller.'],
  LIMIT_FILE_COUNT: ['image', `A product has at most ${PRODUCT_IMAGES_MAX} images.`],
  LIMIT_UNEXPECTED_FILE: ['image', `Send the images in the images field, at most ${PRODUCT_IMAGES_MAX}.`],
  LIMIT_FIELD_VALUE: ['message', 'A field of the product is too long.'],
  LIMIT_FIELD_COUNT: ['message', 'The form has too many fields.'],
  LIMIT_PART_COUNT: ['message', 'The form has too many parts.'],
};

/**
 * Reads a multipart product form: up to 8 files under `images`, each at most 10 MB, held in memory
 * (never written under the uploader's name) until the use case has checked and re-encoded them.
 * A bad upload is answered 400 with a sentence under `image` (or `message`).
 */
export const productUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) {
      next();
      return;
    }
    const [field, message] = MESSAGES[(error as { code?: string }).code ?? ''] ?? ['message', 'The product form could not be read. Please send it again as a form with JPEG or PNG images.'];
    res.status(400).json({ [field]: message });
  });
};

/** The files the upload read, as the use case takes them. */
export const uploadedImages = (req: Request): UploadedImage[] =>
  ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ bytes: new Uint8Array(f.buffer.buffer, f.buffer.byteOffset, f.buffer.byteLength), originalName: f.originalname }));
