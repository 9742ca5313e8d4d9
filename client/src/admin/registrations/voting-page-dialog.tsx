import { useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { CANDIDATE_BIO_MAX, CANDIDATE_CITY_MAX, PIPELINE_MSG, candidateFromRegistrationSchema } from '@pageant/common/content/pipeline';
import type { Focus } from '@pageant/common/content/crop-window';
import { putOnVotingPage, type CandidateMade } from '@/api/admin-pipeline';
import type { AdminRegistration } from '@/api/admin-registrations';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { votePagePath } from '@/components/voting/format';
import { CountedTextArea } from '@/admin/shared/counted-text-area';
import { DialogButtons } from './dialog-buttons';
import { CardPreview, FocusPicker, type NaturalSize } from './focus-picker';

const FAILED = 'Could not put her on the voting page. Please try again.';
const CENTRE: Focus = { x: 0.5, y: 0.5 };
type PhotoIndex = 0 | 1 | 2;
type FieldErrors = Partial<Record<'photoIndex' | 'city' | 'bio' | 'focus', string>>;

interface VotingPageDialogProps {
  registration: AdminRegistration;
  onCreated: (made: CandidateMade) => void;
  onClose: () => void;
}

/** Putting a shortlisted contestant on the voting page: her card photo (one of her three, framed around her face), city and bio. */
export function VotingPageDialog({ registration: r, onCreated, onClose }: VotingPageDialogProps) {
  const [photoIndex, setPhotoIndex] = useState<PhotoIndex>(0);
  const [focus, setFocus] = useState<Focus>(CENTRE);
  const [size, setSize] = useState<NaturalSize | null>(null);
  const [city, setCity] = useState('');
  const [bio, setBio] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<CandidateMade | null>(null);
  const src = r.pictures[photoIndex] ?? '';

  function choose(i: PhotoIndex) {
    if (i === photoIndex) return;
    setPhotoIndex(i);
    setFocus(CENTRE);
    setSize(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = candidateFromRegistrationSchema.safeParse({ photoIndex, focus, city, bio });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= issue.message;
      return setErrors(next);
    }
    setBusy(true);
    setFormError(null);
    try {
      const res = await putOnVotingPage(r._id, parsed.data);
      setMade(res);
      onCreated(res);
    } catch (err) {
      setFormError(errorMessage(err, FAILED));
    } finally {
      setBusy(false);
    }
  }

  const title = `Put ${r.fullName} on the voting page`;
  if (made) {
    return (
      <Modal open onClose={onClose} title={title} size="max-w-md">
        <div className="space-y-4">
          <p role="status" className="text-sm font-medium text-emerald-800">
            {made.message || PIPELINE_MSG.candidateCreated}
          </p>
          <a
            href={votePagePath(made.candidate._id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-ivory hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Open her vote page
          </a>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open onClose={busy ? () => {} : onClose} title={title} size="max-w-3xl">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-neutral-700">Card photo</legend>
          <div className="flex flex-wrap gap-3">
            {r.pictures.slice(0, 3).map((picture, i) => (
              <label
                key={picture}
                className="relative cursor-pointer rounded-lg ring-offset-2 has-checked:ring-2 has-checked:ring-plum has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-plum"
              >
                <input
                  type="radio"
                  name="photo"
                  className="sr-only"
                  checked={photoIndex === i}
                  onChange={() => choose(i as PhotoIndex)}
                  disabled={busy}
                />
                <img src={picture} alt={`Photo ${i + 1}`} className="size-20 rounded-lg object-cover sm:size-24" />
              </label>
            ))}
          </div>
          {errors.photoIndex && <p className="text-xs text-red-700">{errors.photoIndex}</p>}
        </fieldset>

        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_13rem]">
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-neutral-700">Focus point</p>
            <FocusPicker
              key={src}
              src={src}
              alt={`${r.fullName}, photo ${photoIndex + 1}`}
              focus={focus}
              onChange={(f) => {
                setFocus(f);
                setErrors((p) => ({ ...p, focus: undefined }));
              }}
              size={size}
              onSize={setSize}
            />
            {errors.focus && <p className="text-xs text-red-700">{errors.focus}</p>}
          </div>
          <div className="space-y-4">
            <div className="space-y-1">
              <p className="text-sm font-medium text-neutral-700">Her card</p>
              <CardPreview src={src} size={size} focus={focus} name={r.fullName} />
            </div>
            <FormField
              label="City (optional)"
              value={city}
              maxLength={CANDIDATE_CITY_MAX}
              autoComplete="off"
              error={errors.city}
              disabled={busy}
              onChange={(e) => {
                setCity(e.target.value);
                setErrors((p) => ({ ...p, city: undefined }));
              }}
            />
          </div>
        </div>
        <CountedTextArea
          label="Bio (optional)"
          value={bio}
          maxLength={CANDIDATE_BIO_MAX}
          rows={3}
          error={errors.bio}
          disabled={busy}
          onChange={(e) => {
            setBio(e.target.value);
            setErrors((p) => ({ ...p, bio: undefined }));
          }}
        />
        <DialogButtons error={formError} busy={busy} confirmLabel="Put on the voting page" tone="primary" onCancel={onClose} />
      </form>
    </Modal>
  );
}
