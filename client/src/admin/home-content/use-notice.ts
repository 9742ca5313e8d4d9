import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@pageant/common';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** An inline outcome message that clears itself after MESSAGE_CLEAR_MS. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [notice]);
  const success = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, error, clear };
}
