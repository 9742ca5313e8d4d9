import { useState, type FormEvent } from 'react';
import { PIPELINE_MSG, stageMoveSchema } from '@pageant/common/content/pipeline';
import { moveRegistrationStage, type StageMoved } from '@/api/admin-pipeline';
import { errorMessage } from '@/api/http';
import { Modal } from '@/components/modal';
import { CountedTextArea } from '@/admin/shared/counted-text-area';
import { DialogButtons } from './dialog-buttons';

/** The reason is mailed to her, so the field says so; the schema's limit is the server's. */
const REASON_MAX = 500;
const FAILED = 'Could not decline her. Please try again.';

interface DeclineDialogProps {
  registration: { _id: string; fullName: string };
  onDeclined: (moved: StageMoved) => void;
  onCancel: () => void;
}

/** Declining needs a reason (mailed to her, politely): asked for here, checked by the same schema as the server's. */
export function DeclineDialog({ registration, onDeclined, onCancel }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = stageMoveSchema.safeParse({ stage: 'declined', reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? PIPELINE_MSG.reasonRequired);
    setBusy(true);
    setFormError(null);
    try {
      onDeclined(await moveRegistrationStage(registration._id, parsed.data));
    } catch (err) {
      setFormError(errorMessage(err, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={busy ? () => {} : onCancel} title={`Decline ${registration.fullName}`} size="max-w-md">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <CountedTextArea
          label="Reason"
          hint="Required. She receives it by e-mail, so write it as you would say it to her."
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          required
          error={error}
          disabled={busy}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        <DialogButtons error={formError} busy={busy} confirmLabel="Decline" tone="danger" onCancel={onCancel} />
      </form>
    </Modal>
  );
}
