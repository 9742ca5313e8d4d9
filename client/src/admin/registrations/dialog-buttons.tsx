import { DialogActionButtons, type DialogTone } from '@/admin/shared/dialog-action-buttons';

interface DialogButtonsProps {
  /** The server's sentence when the step failed, shown as an alert above the buttons. */
  error: string | null;
  busy: boolean;
  confirmLabel: string;
  tone: DialogTone;
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
      <DialogActionButtons busy={busy} confirmLabel={confirmLabel} tone={tone} onCancel={onCancel} />
    </div>
  );
}
