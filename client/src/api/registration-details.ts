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

/** Multipart POST of the six details and the three pictures, reporting upload progress. */
export function submitRegistrationDetails(
  registrationId: string,
  fields: DetailsFields,
  pictures: File[],
  onProgress: (percent: number) => void,
): Promise<{ success: boolean; message: string }> {
  const form = new FormData();
  form.append('registrationId', registrationId);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const picture of pictures) form.append('pictures', picture);
  return uploadWithProgress<{ success: boolean; message: string }>('/payment/update-registration-details', form, onProgress);
}
