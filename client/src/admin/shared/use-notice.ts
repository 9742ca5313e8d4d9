import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { MESSAGE_CLEAR_MS } from '@pageant/common';

export type Notice = { kind: 'success' | 'error'; text: string };

/** Inline outcome messages that clear themselves after MESSAGE_CLEAR_MS (SPEC §8: 3 s). */
export function useNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  useEffect(() => {
    if (notices.length === 0) return;
    const t = setTimeout(() => setNotices([]), MESSAGE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [notices]);
  return [notices, setNotices] as const;
}

/** One inline outcome message that clears itself after MESSAGE_CLEAR_MS. */
export function useNotice() {
  const [notices, setNotices] = useNotices();
  const success = useCallback((text: string) => setNotices([{ kind: 'success', text }]), [setNotices]);
  const error = useCallback((text: string) => setNotices([{ kind: 'error', text }]), [setNotices]);
  const clear = useCallback(() => setNotices([]), [setNotices]);
  /** The outcome both inline and as a toast, as most admin screens report it. */
  const announceSuccess = useCallback(
    (text: string) => {
      success(text);
      notify.success(text);
    },
    [success],
  );
  const announceError = useCallback(
    (text: string) => {
      error(text);
      notify.error(text);
    },
    [error],
  );
  return { notice: notices[0] ?? null, success, error, clear, announceSuccess, announceError };
}
