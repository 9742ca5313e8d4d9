import { InlineSpinner } from '@/components/spinner';

const TONES = {
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
  primary: 'bg-plum hover:bg-plum-soft focus-visible:outline-gold',
} as const;
export type DialogTone = keyof typeof TONES;

interface DialogActionButtonsProps {
  busy: boolean;
  confirmLabel: string;
  tone: DialogTone;
  onCancel: () => void;
  /** Without it the main button submits the dialog's form. */
  onConfirm?: () => void;
}

/** A dialog's quiet Cancel and its main button, both disabled while the main action runs. */
export function DialogActionButtons({ busy, confirmLabel, tone, onCancel, onConfirm }: DialogActionButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-4 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60"
      >
        Cancel
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy || undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${TONES[tone]}`}
      >
        {busy && <InlineSpinner />}
        {confirmLabel}
      </button>
    </div>
  );
}
