import { apiFetch } from './http';
import { uploadWithProgress } from './upload-with-progress';
import type { RegistrationDetailsInput } from '@pageant/common/content/registration';

/** The six text fields of the details step, as the shared schema defines them. */
export type DetailsFields = Omit<RegistrationDetailsInput, 'registrationId'>;

/** What GET /api/payment/get-registration answers (SPEC §7): the stored details used to prefill step 2. */
export type RegistrationView = DetailsFields & {
  fullName: string;
  email: string;
  category: string;
  pictures: string[];
};

export function getRegistration(id: string, signal?: AbortSignal): Promise<RegistrationView> {
  return apiFetch<RegistrationView>(`/payment/get-registration?id=${encodeURIComponent(id)}`, { signal });
}

/** Upload progress of the whole request, and of each picture in the order they were given. */
export interface DetailsUploadProgress {
  percent: number;
  perFile: number[];
}

/**
 * The pictures travel last in the multipart body, in order, so the bytes sent so far tell how far
 * each one has gone (the few bytes of part headers make it an estimate, which is all a bar needs).
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const filesBytes = sizes.reduce((a, b) => a + b, 0);
  let start = Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const done = size > 0 ? (loaded - start) / size : loaded >= start ? 1 : 0;
    start += size;
    return Math.round(Math.min(1, Math.max(0, done)) * 100);
  });
}

/** Multipart POST of the six details and the three pictures, reporting upload progress. */
export function submitRegistrationDetails(
  registrationId: string,
  fields: DetailsFields,
  pictures: File[],
  onProgress: (progress: DetailsUploadProgress) => void,
): Promise<{ success: boolean; message: string }> {
  const sizes = pictures.map((p) => p.size);
  const form = new FormData();
  form.append('registrationId', registrationId);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const picture of pictures) form.append('pictures', picture);
  return uploadWithProgress<{ success: boolean; message: string }>('/payment/update-registration-details', form, (percent, loaded, total) =>
    onProgress({ percent, perFile: percent === 100 ? sizes.map(() => 100) : perFileProgress(sizes, loaded, total) }),
  );
}
