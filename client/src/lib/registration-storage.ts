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

/**
 * The token of a registration this tab has seen paid. Only a fallback (SPEC §2): the token in the
 * address is what counts, so another tab or device works from the link alone.
 */
export const PAID_TOKEN_KEY = 'paidRegistrationToken';

export function savePaidToken(token: string): void {
  try {
    sessionStorage.setItem(PAID_TOKEN_KEY, token);
    // Payment has completed: the step-1 data is no longer needed (SPEC §3).
    sessionStorage.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the address still carries the token.
  }
}

export function readPaidToken(): string | null {
  try {
    return sessionStorage.getItem(PAID_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearPaidToken(): void {
  try {
    sessionStorage.removeItem(PAID_TOKEN_KEY);
  } catch {
    // Nothing to clear.
  }
}
