/** SPEC §3: the registration data is held in session storage until payment completes. */
export const REGISTRATION_STORAGE_KEY = 'registrationData';

export function saveRegistrationData(data: unknown): void {
  try {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage may be unavailable (private mode); payment still proceeds.
  }
}

export function readRegistrationData(): unknown {
  try {
    const raw = sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
