import express, { type RequestHandler } from 'express';
import multer from 'multer';

/** The largest CSV file an import takes (10,000 rows are about 1 MB). */
export const CSV_MAX_BYTES = 8 * 1024 * 1024;

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');
const text = express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: CSV_MAX_BYTES });

const MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The file must be 8 MB or smaller.'],
  LIMIT_FILE_COUNT: [400, 'Send one file.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the CSV file in the file field, one file only.'],
};

/**
 * Reads a CSV import, sent either as a form with the file in `file` (the back office's upload) or as
 * the body itself with Content-Type text/csv, into `req.body` as text (UTF-8). Anything else leaves
 * the body as it was, for the route to refuse.
 */
export const csvUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) {
    text(req, res, next);
    return;
  }
  upload(req, res, (error: unknown) => {
    if (error) {
      const [status, message] = MESSAGES[(error as { code?: string }).code ?? ''] ?? [400, 'The file could not be read. Please send it again as a CSV file.'];
      res.status(status).json({ file: message });
      return;
    }
    req.body = req.file ? req.file.buffer.toString('utf8') : undefined;
    next();
  });
};
