import { apiFetch } from './http';
import { uploadWithProgress } from './upload-with-progress';

/** What GET /api/payment/get-registration answers (SPEC §7): the stored details used to prefill step 2. */
export interface RegistrationView {
  fullName: string;
  email: string;
  category: string;
  address: string;
  height: string;
  weight: string;
  hairColor: string;
  skinColor: string;
  eyeColor: string;
  pictures: string[];
}

export interface DetailsFields {
  address: string;
  height: string;
  weight: string;
  hairColor: string;
  skinColor: string;
  eyeColor: string;
}

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
