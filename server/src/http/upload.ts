import multer from 'multer';

/**
 * Memory storage bounded by size and count: files never touch a temp dir and never exceed
 * UPLOAD_MAX_MB each, so memory stays bounded; sharp re-encodes them before anything is stored.
 */
export function imageUpload(maxBytes: number, maxFiles = 10) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxFiles, fields: 50, fieldSize: 100 * 1024, parts: maxFiles + 50 },
  });
}
