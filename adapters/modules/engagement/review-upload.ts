import type { RequestHandler } from 'express';
import multer from 'multer';

export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
}).single('reviewImage');

const MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The photo must be 5 MB or smaller.'],
  LIMIT_FILE_COUNT: [400, 'Send at most one photo.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the photo in the reviewImage field, one photo only.'],
  LIMIT_FIELD_VALUE: [400, 'A field of the review is too long.'],
};

/** Reads a multipart review (one optional photo in memory, at most 5 MB) and answers bad uploads with a clear message. */
export const reviewUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) {
      next();
      return;
    }
    const code = (error as { code?: string }).code ?? '';
    const [status, message] = MESSAGES[code] ?? [400, 'The review could not be read. Please send it again as a form with an optional PNG or JPEG photo.'];
    res.status(status).json({ reviewImage: message });
  });
};
