import { ApiError } from './http';

/**
 * fetch cannot report upload progress, so this one call goes through XMLHttpRequest.
 * Same-origin under /api, cookies included; a non-2xx answer rejects with the server's sentence
 * (empty when there is none, so the screen shows its own SPEC §8 fallback via errorMessage).
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  formData: FormData,
  onProgress: (percent: number, loaded: number, total: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100), e.loaded, e.total);
    };
    xhr.onload = () => {
      let data: (T & { message?: string; error?: string; code?: string }) | null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100, 1, 1);
        resolve(data as T);
      } else {
        reject(new ApiError(xhr.status, data?.message ?? data?.error ?? '', data?.code));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new ApiError(0, ''));
    xhr.send(formData);
  });
}
