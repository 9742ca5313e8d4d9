import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { InlineSpinner } from '@/components/spinner';
import { CancelButton } from './cancel-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** 'danger' (red) for deletions; 'primary' (plum) for a weighty but constructive step. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question: Escape, the backdrop and Cancel say no; focus stays inside until answered. */
const TONES = {
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
  primary: 'bg-plum hover:bg-plum-soft focus-visible:outline-gold',
} as const;

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => {} : onCancel} title={title} size="max-w-md">
      <div className="space-y-5">
        <div className="text-sm text-neutral-700">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <CancelButton onClick={onCancel} disabled={busy} />
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${TONES[tone]}`}
          >
            {busy && <InlineSpinner />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
