import type { Notice } from './use-notice';

interface NoticeListProps {
  notices: readonly Notice[];
  /** Role of success lines; the home-content screens announce them as status, the others leave them plain. */
  successRole?: 'status';
}

/**
 * Green or red inline messages in a polite live region; errors are alerts. The empty region stays in
 * the page (a live region must exist before its text arrives) but out of the flow, so it leaves no
 * blank band between a form and its list.
 */
export function NoticeList({ notices, successRole }: NoticeListProps) {
  return (
    <div aria-live="polite" className={notices.length > 0 ? 'space-y-1' : 'sr-only'}>
      {notices.map((n, i) => (
        <p
          key={`${i}-${n.text}`}
          role={n.kind === 'error' ? 'alert' : successRole}
          className={`text-sm font-medium ${n.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
        >
          {n.text}
        </p>
      ))}
    </div>
  );
}

export function NoticeLine({ notice, successRole }: { notice: Notice | null; successRole?: 'status' }) {
  return <NoticeList notices={notice ? [notice] : []} successRole={successRole} />;
}
