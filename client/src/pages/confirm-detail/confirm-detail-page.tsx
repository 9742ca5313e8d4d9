import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DETAILS_REDIRECT_MS, MSG, REQUIRED_PICTURES, parseHeight } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { getRegistration, submitRegistrationDetails, type DetailsFields, type RegistrationView } from '@/api/registration-details';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { PageHero } from '@/components/page-hero';

/** SPEC §8 sentences of the details screen. */
export const DETAILS_MSG = {
  noId: "Opps! sorry you have not registered yet.... can't update details",
  loadFailed: 'Failed to load registration data.',
  submitFailed: 'Submission failed. Please try again.',
  success: 'Details submitted successfully! Thankyou for the registration.......',
} as const;

/** How long the no-id message stays before the redirect to /registration. */
export const NO_ID_REDIRECT_MS = 2000;

const ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const ALLOWED_EXT = /\.(jpe?g|png)$/i;
const isAllowedPicture = (f: File) => (f.type ? ALLOWED_TYPES.includes(f.type.toLowerCase()) : ALLOWED_EXT.test(f.name));

const EMPTY: DetailsFields = { address: '', height: '', weight: '', hairColor: '', skinColor: '', eyeColor: '' };

type Notice = { kind: 'error' | 'success'; text: string } | null;

const textareaClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition ' +
  'placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 disabled:cursor-not-allowed disabled:bg-neutral-100';

export default function ConfirmDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idParam = params.get('id');
  const [registrationId, setRegistrationId] = useState<string | null>(idParam);
  const doneRef = useRef(false);

  const [fields, setFields] = useState<DetailsFields>(EMPTY);
  const [profile, setProfile] = useState<RegistrationView | null>(null);
  const [loading, setLoading] = useState(Boolean(idParam));
  const [pictures, setPictures] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const previewsRef = useRef<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const addressId = useId();
  const picturesId = useId();

  // No id: say so and send the visitor back to the registration step (SPEC §2, §8).
  useEffect(() => {
    if (idParam || doneRef.current) return;
    setNotice({ kind: 'error', text: DETAILS_MSG.noId });
    toast.error(DETAILS_MSG.noId, { id: 'details-no-id' });
    const t = setTimeout(() => navigate('/registration', { replace: true }), NO_ID_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [idParam, navigate]);

  // With an id: prefill from the stored details.
  useEffect(() => {
    if (!idParam) return;
    setRegistrationId(idParam);
    const ctrl = new AbortController();
    setLoading(true);
    getRegistration(idParam, ctrl.signal)
      .then((r) => {
        setProfile(r);
        setFields({
          address: r.address ?? '',
          height: r.height ?? '',
          weight: r.weight ?? '',
          hairColor: r.hairColor ?? '',
          skinColor: r.skinColor ?? '',
          eyeColor: r.eyeColor ?? '',
        });
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        const text = errorMessage(err, DETAILS_MSG.loadFailed);
        setNotice({ kind: 'error', text });
        toast.error(text);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [idParam]);

  // Success redirect after SPEC §9's delay.
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    if (!redirecting) return;
    const t = setTimeout(() => navigate('/registration'), DETAILS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [redirecting, navigate]);

  // Revoke preview URLs on unmount.
  useEffect(() => () => previewsRef.current.forEach((u) => URL.revokeObjectURL(u)), []);

  function replacePreviews(files: File[]) {
    previewsRef.current.forEach((u) => URL.revokeObjectURL(u));
    const next = files.map((f) => URL.createObjectURL(f));
    previewsRef.current = next;
    setPreviews(next);
  }

  const setField = (key: keyof DetailsFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  function onPictures(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    if (files.some((f) => !isAllowedPicture(f))) {
      setNotice({ kind: 'error', text: MSG.pictureTypes });
      toast.error(MSG.pictureTypes);
      setPictures([]);
      replacePreviews([]);
      e.target.value = '';
      return;
    }
    setPictures(files);
    replacePreviews(files);
    if (files.length !== REQUIRED_PICTURES) setNotice({ kind: 'error', text: MSG.exactlyThreePictures });
    else setNotice(null);
  }

  function fail(text: string) {
    setNotice({ kind: 'error', text });
    toast.error(text);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!registrationId) return fail(MSG.missingRegistrationId);
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as unknown as DetailsFields;
    if (Object.values(trimmed).some((v) => !v)) return fail(MSG.fillAllFields);
    const height = parseHeight(trimmed.height);
    if (height === null) return fail(MSG.invalidHeight);
    if (pictures.some((f) => !isAllowedPicture(f))) return fail(MSG.pictureTypes);
    if (pictures.length !== REQUIRED_PICTURES) return fail(MSG.exactlyThreePictures);

    setBusy(true);
    setProgress(0);
    setNotice(null);
    try {
      await submitRegistrationDetails(registrationId, { ...trimmed, height }, pictures, setProgress);
      doneRef.current = true;
      setNotice({ kind: 'success', text: DETAILS_MSG.success });
      toast.success(DETAILS_MSG.success);
      setRegistrationId(null);
      setFields(EMPTY);
      setPictures([]);
      replacePreviews([]);
      if (fileInput.current) fileInput.current.value = '';
      navigate('/confirmdetail', { replace: true });
      setRedirecting(true);
    } catch (err) {
      fail(errorMessage(err, DETAILS_MSG.submitFailed));
    } finally {
      setBusy(false);
    }
  }

  const showForm = Boolean(idParam) || doneRef.current;

  return (
    <>
      <PageHero eyebrow="Step 2 of 2" title="Complete your profile">
        Tell us a little more about yourself and share your photographs so the jury can get to know you.
      </PageHero>
      <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={`mb-6 rounded-md px-4 py-3 text-sm ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
          >
            {notice.text}
          </p>
        )}
        {loading && (
          <p role="status" className="mb-6 text-sm text-neutral-600">
            Loading your registration…
          </p>
        )}
        {profile && !doneRef.current && (
          <div className="mb-6 rounded-md border border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-700">
            <p>
              Welcome, <strong>{profile.fullName}</strong>
            </p>
            {profile.category && <p className="text-neutral-500">Category: {profile.category}</p>}
          </div>
        )}
        {showForm && !loading && (
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Additional details">
            <div className="space-y-1.5">
              <label htmlFor={addressId} className="block text-sm font-medium text-neutral-700">
                Address
              </label>
              <textarea
                id={addressId}
                rows={3}
                required
                value={fields.address}
                onChange={setField('address')}
                disabled={busy}
                className={textareaClass}
              />
            </div>
            <FormField
              label="Height"
              required
              value={fields.height}
              onChange={setField('height')}
              disabled={busy}
              hint={`Formats like 5'2", 5ft 2in, 157cm, 5.2`}
            />
            <FormField
              label="Weight"
              required
              value={fields.weight}
              onChange={setField('weight')}
              disabled={busy}
              hint="For example 55 kg"
            />
            <FormField label="Hair colour" required value={fields.hairColor} onChange={setField('hairColor')} disabled={busy} />
            <FormField label="Skin colour" required value={fields.skinColor} onChange={setField('skinColor')} disabled={busy} />
            <FormField label="Eye colour" required value={fields.eyeColor} onChange={setField('eyeColor')} disabled={busy} />
            <div className="space-y-1.5">
              <label htmlFor={picturesId} className="block text-sm font-medium text-neutral-700">
                Pictures
              </label>
              <input
                id={picturesId}
                ref={fileInput}
                type="file"
                multiple
                accept="image/jpeg,image/png"
                onChange={onPictures}
                disabled={busy}
                aria-describedby={`${picturesId}-hint`}
                className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:text-ivory"
              />
              <p id={`${picturesId}-hint`} className="text-xs text-neutral-500">
                Exactly {REQUIRED_PICTURES} pictures, JPG, JPEG or PNG.
              </p>
              {previews.length > 0 && (
                <ul aria-label="Selected pictures" className="grid grid-cols-3 gap-3 pt-2">
                  {previews.map((src, i) => (
                    <li key={src + i}>
                      <img src={src} alt={`Selected picture ${i + 1}`} className="aspect-square w-full rounded-md object-cover" />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {busy && (
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
              >
                <div className="h-full bg-plum transition-[width]" style={{ width: `${progress}%` }} />
              </div>
            )}
            <Button type="submit" variant="plum" disabled={busy}>
              {busy ? 'Submitting...' : 'Submit'}
            </Button>
          </form>
        )}
      </section>
    </>
  );
}
