import { useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@pageant/common';

export type Notice = { kind: 'success' | 'error'; text: string };

/** Inline messages that clear themselves after MESSAGE_CLEAR_MS (SPEC §8: 3 s on the CSR screen). */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    if (notices.length === 0) return;
    const t = setTimeout(() => setNotices([]), MESSAGE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [notices]);
  return [notices, setNotices] as const;
}

export function NoticeList({ notices }: { notices: readonly Notice[] }) {
  return (
    <div aria-live="polite" className="min-h-6 space-y-1">
      {notices.map((n, i) => (
        <p
          key={`${i}-${n.text}`}
          role={n.kind === 'error' ? 'alert' : undefined}
          className={`text-sm font-medium ${n.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
        >
          {n.text}
        </p>
      ))}
    </div>
  );
}
