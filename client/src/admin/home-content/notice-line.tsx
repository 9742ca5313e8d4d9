import type { Notice } from './use-notice';

/** Green or red inline message in a polite live region; errors are alerts. */
export function NoticeLine({ notice, className = '' }: { notice: Notice; className?: string }) {
  return (
    <div aria-live="polite" className={`min-h-5 ${className}`}>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`text-sm font-medium ${notice.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
