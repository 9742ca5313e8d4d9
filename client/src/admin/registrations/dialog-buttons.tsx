import { InlineSpinner } from '@/components/spinner';
import { CancelButton } from '@/admin/shared/cancel-button';

const TONES = {
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
  primary: 'bg-plum hover:bg-plum-soft focus-visible:outline-gold',
} as const;

interface DialogButtonsProps {
  /** The server's sentence when the step failed, shown as an alert above the buttons. */
  error: string | null;
  busy: boolean;
  confirmLabel: string;
  tone: keyof typeof TONES;
  onCancel: () => void;
}

/** The error line and Cancel / submit of a pipeline dialog's form; they stay at the bottom of a long dialog on a phone. */
export function DialogButtons({ error, busy, confirmLabel, tone, onCancel }: DialogButtonsProps) {
  return (
    <div className="sticky -bottom-6 -mx-6 space-y-2 border-t border-neutral-200 bg-ivory px-6 py-3">
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <CancelButton onClick={onCancel} disabled={busy} />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${TONES[tone]}`}
        >
          {busy && <InlineSpinner />}
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
