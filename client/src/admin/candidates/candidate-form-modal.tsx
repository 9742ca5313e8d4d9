import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { candidateSchema, VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { createCandidate, updateCandidate } from '@/api/candidates';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { FormFooter } from '@/admin/shared/form-footer';
import { ImagePicker } from '@/admin/shared/image-picker';
import { CANDIDATE_TOAST_MS } from './candidate-toast';

interface CandidateFormModalProps {
  /** null: create a candidate. */
  candidate: CandidateDto | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Create or update one candidate (SPEC §2, §5): name required; image required on create, optional on update. */
export function CandidateFormModal({ candidate, onSaved, onClose }: CandidateFormModalProps) {
  const editing = candidate !== null;
  const [name, setName] = useState(candidate?.name ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; image?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = candidateSchema.safeParse({ name });
    const next = {
      name: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? VOTING_MSG.nameRequired),
      image: !editing && !image ? VOTING_MSG.imageRequired : undefined,
    };
    setErrors(next);
    if (!parsed.success || next.image) return;
    setFormError(null);
    setSaving(true);
    try {
      const res = editing ? await updateCandidate(candidate._id, parsed.data.name, image) : await createCandidate(parsed.data.name, image!);
      notify.success(res?.message || (editing ? VOTING_MSG.candidateUpdated : VOTING_MSG.candidateCreated), {
        duration: CANDIDATE_TOAST_MS,
      });
      onSaved();
    } catch (err) {
      console.error('Failed to save candidate', err);
      const msg = errorMessage(err, VOTING_MSG.saveFailed);
      setFormError(msg);
      notify.error(msg, { duration: CANDIDATE_TOAST_MS });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open onClose={saving ? () => {} : onClose} title={editing ? 'Update Candidate' : 'Create Candidate'}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label="Name"
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          error={errors.name}
          disabled={saving}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((p) => ({ ...p, name: undefined }));
          }}
        />
        <div>
          <ImagePicker
            label={editing ? 'Image (optional)' : 'Image'}
            hint={editing ? 'Leave empty to keep the current photo.' : 'JPEG, PNG or WebP.'}
            file={image}
            savedUrl={candidate?.imageUrl || null}
            disabled={saving}
            onChange={(file) => {
              setImage(file);
              setErrors((p) => ({ ...p, image: undefined }));
            }}
          />
          {errors.image && (
            <p className="mt-1 text-xs text-red-700" role="alert">
              {errors.image}
            </p>
          )}
        </div>
        <FormFooter error={formError} saving={saving} submitLabel={editing ? 'Update' : 'Create'} editing={false} onCancel={onClose} />
      </form>
    </Modal>
  );
}
