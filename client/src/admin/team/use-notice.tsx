import { useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@pageant/common';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** An inline outcome message that clears itself after MESSAGE_CLEAR_MS (SPEC §8: 3 s). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [notice]);
  return [notice, setNotice] as const;
}

export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div aria-live="polite" className="min-h-6">
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : undefined}
          className={`text-sm font-medium ${notice.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
