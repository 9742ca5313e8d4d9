import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/http';

interface ImageUploadOptions {
  /** Reported when the form is sent with no file chosen. */
  onMissing: () => void;
  succeeded: string;
  /** Shown when the server gives no sentence (SPEC §8). */
  failed: string;
  announceSuccess: (text: string) => void;
  announceError: (text: string) => void;
}

/**
 * The one-file upload form of an admin tab: the chosen file, a key that clears the
 * file input once the upload is through, and the submit handler. `send` uploads the file and puts
 * the answer on screen; a failure keeps the file chosen so the admin can try again.
 */
export function useImageUpload(
  send: (file: File) => Promise<void>,
  { onMissing, succeeded, failed, announceSuccess, announceError }: ImageUploadOptions,
) {
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [uploading, setUploading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      onMissing();
      return;
    }
    setUploading(true);
    try {
      await send(file);
      setFile(null);
      setResetKey((k) => k + 1);
      announceSuccess(succeeded);
    } catch (err) {
      announceError(errorMessage(err, failed));
    } finally {
      setUploading(false);
    }
  }

  return { file, setFile, resetKey, uploading, onSubmit };
}
