import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { DialogActionButtons, type DialogTone } from './dialog-action-buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** 'danger' (red) for deletions; 'primary' (plum) for a weighty but constructive step. */
  tone?: DialogTone;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question: Escape, the backdrop and Cancel say no; focus stays inside until answered. */
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
        <DialogActionButtons busy={busy} confirmLabel={confirmLabel} tone={tone} onCancel={onCancel} onConfirm={onConfirm} />
      </div>
    </Modal>
  );
}
