import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import type { Category } from '@pageant/common/constants';
import { CANDIDATE_BIO_MAX, CANDIDATE_CITY_MAX, IDENTITY_MSG } from '@pageant/common/content/pipeline';
import { candidateSchema, VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { createCandidate, updateCandidate } from '@/api/candidates';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { CountedTextArea } from '@/admin/shared/counted-text-area';
import { FormFooter } from '@/admin/shared/form-footer';
import { ImagePicker } from '@/admin/shared/image-picker';
import { CANDIDATE_TOAST_MS } from './candidate-toast';
import { CategoryRadios } from './category-radios';

interface CandidateFormModalProps {
  /** null: create a candidate. */
  candidate: CandidateDto | null;
  onSaved: () => void;
  onClose: () => void;
}

type Errors = Partial<Record<'name' | 'image' | 'category' | 'city' | 'bio', string>>;

/**
 * Create or update one candidate (SPEC §2, §5): name required; image required on create, optional on
 * update. Since issue #29 also her card's identity: category (the API takes none, for older clients;
 * this form asks for it), city and bio.
 */
export function CandidateFormModal({ candidate, onSaved, onClose }: CandidateFormModalProps) {
  const editing = candidate !== null;
  const [name, setName] = useState(candidate?.name ?? '');
  const [category, setCategory] = useState<Category | null>(candidate?.category ?? null);
  const [city, setCity] = useState(candidate?.city ?? '');
  const [bio, setBio] = useState(candidate?.bio ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const edited = (field: keyof Errors) => setErrors((p) => ({ ...p, [field]: undefined }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = candidateSchema.safeParse({ name, category, city, bio });
    const next: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    if (!category) next.category ??= IDENTITY_MSG.categoryInvalid;
    if (!editing && !image) next.image = VOTING_MSG.imageRequired;
    setErrors(next);
    if (!parsed.success || Object.values(next).some(Boolean)) return;
    setFormError(null);
    setSaving(true);
    try {
      const res = editing ? await updateCandidate(candidate._id, parsed.data, image) : await createCandidate(parsed.data, image!);
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
            edited('name');
          }}
        />
        <CategoryRadios
          value={category}
          error={errors.category}
          disabled={saving}
          onChange={(c) => {
            setCategory(c);
            edited('category');
          }}
        />
        <FormField
          label="City (optional)"
          maxLength={CANDIDATE_CITY_MAX}
          autoComplete="off"
          value={city}
          error={errors.city}
          disabled={saving}
          onChange={(e) => {
            setCity(e.target.value);
            edited('city');
          }}
        />
        <CountedTextArea
          label="Bio (optional)"
          maxLength={CANDIDATE_BIO_MAX}
          rows={3}
          value={bio}
          error={errors.bio}
          disabled={saving}
          onChange={(e) => {
            setBio(e.target.value);
            edited('bio');
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
              edited('image');
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
