import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { MSG, REGISTRATION_FEE_INR, SEASON } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { getRegistration, submitRegistrationDetails, type DetailsFields, type RegistrationView } from '@/api/registration-details';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { formatInr } from '@/components/format';
import { PageHero } from '@/components/page-hero';
import { Spinner } from '@/components/spinner';
import { clearPaidToken } from '@/lib/registration-storage';
import { checkDetails, fieldOfServerMessage, type DetailsErrors } from './details-validation';
import { PhotoPicker, emptySlots, type Slots } from './photo-picker';
import { WhatHappensNext } from './what-happens-next';

/** SPEC §8 sentences of the details screen. */
export const DETAILS_MSG = {
  noId: "Opps! sorry you have not registered yet.... can't update details",
  loadFailed: 'Failed to load registration data.',
  submitFailed: 'Submission failed. Please try again.',
  success: 'Details submitted successfully! Thankyou for the registration.......',
} as const;

/** How long the no-id message stays before the redirect to /registration. */
export const NO_ID_REDIRECT_MS = 2000;

const EMPTY: DetailsFields = { address: '', height: '', weight: '', hairColor: '', skinColor: '', eyeColor: '' };

/** The measurement fields in the form's order; `span` is their share of the six columns on wider screens. */
const MEASUREMENTS: readonly { key: Exclude<keyof DetailsFields, 'address'>; label: string; span: string; hint?: string }[] = [
  { key: 'height', label: 'Height', span: 'sm:col-span-3', hint: `Formats like 5'2", 5ft 2in, 157cm, 5.2` },
  { key: 'weight', label: 'Weight', span: 'sm:col-span-3', hint: 'For example 55 kg' },
  { key: 'hairColor', label: 'Hair colour', span: 'sm:col-span-2' },
  { key: 'skinColor', label: 'Skin colour', span: 'sm:col-span-2' },
  { key: 'eyeColor', label: 'Eye colour', span: 'sm:col-span-2' },
];

type Notice = { kind: 'error' | 'success'; text: string } | null;

const textareaClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition ' +
  'placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-400 ' +
  'disabled:cursor-not-allowed disabled:bg-neutral-100';

export default function ConfirmDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idParam = params.get('id');
  const [registrationId, setRegistrationId] = useState<string | null>(idParam);
  const doneRef = useRef(false);

  const [fields, setFields] = useState<DetailsFields>(EMPTY);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [profile, setProfile] = useState<RegistrationView | null>(null);
  const [loading, setLoading] = useState(Boolean(idParam));
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const addressId = useId();
  const picturesErrorId = useId();

  // No id: say so and send the visitor back to the registration step (SPEC §2, §8).
  useEffect(() => {
    if (idParam || doneRef.current) return;
    notify.error(DETAILS_MSG.noId, { id: 'details-no-id' });
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
        notify.error(text);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [idParam]);

  // Success: what happens next replaces the form and stays. SPEC's 5 s redirect to /registration
  // guarded against a dead end on an emptied form; this page is not one (README: the details step).
  const [finished, setFinished] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!finished) return;
    // She pressed Submit at the foot of a long form: bring the top of the panel that replaced it into view, clear of the sticky navbar (scroll-mt).
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    cardRef.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [finished]);

  const setField = (key: keyof DetailsFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => (er[key] ? { ...er, [key]: undefined } : er));
    // The form-level sentence about the fields goes once she starts correcting them; the field messages say what is left.
    setNotice((n) => (n?.kind === 'error' && (n.text === MSG.fillAllFields || n.text === MSG.invalidHeight) ? null : n));
  };

  function fail(text: string) {
    setNotice({ kind: 'error', text });
    notify.error(text);
  }

  function onSlots(next: Slots) {
    setSlots(next);
    setErrors((er) => (er.pictures ? { ...er, pictures: undefined } : er));
    if (notice?.kind === 'error' && (notice.text === MSG.pictureTypes || notice.text === MSG.exactlyThreePictures)) setNotice(null);
  }

  function onPictureProblem(text: string) {
    setErrors((er) => ({ ...er, pictures: text }));
    fail(text);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!registrationId) return fail(MSG.missingRegistrationId);
    const check = checkDetails(fields, slots);
    setErrors(check.errors);
    if (check.toast) return fail(check.toast);

    const pictures = slots.filter((f): f is File => f !== null);
    setBusy(true);
    setProgress(pictures.map(() => 0));
    setNotice(null);
    try {
      await submitRegistrationDetails(registrationId, check.values, pictures, (p) => setProgress(p.perFile));
      doneRef.current = true;
      // Step 2 is done: this tab no longer sends /registration on to the details step.
      clearPaidToken();
      setNotice({ kind: 'success', text: DETAILS_MSG.success });
      notify.success(DETAILS_MSG.success);
      setRegistrationId(null);
      setFields(EMPTY);
      setSlots(emptySlots());
      navigate('/confirmdetail', { replace: true });
      setFinished(true);
    } catch (err) {
      const text = errorMessage(err, DETAILS_MSG.submitFailed);
      const field = fieldOfServerMessage(text);
      if (field) setErrors((er) => ({ ...er, [field]: text }));
      fail(text);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const done = doneRef.current;
  const showForm = Boolean(idParam) && !done;
  // Known from the address alone, so the server's HTML already carries it and nothing is inserted after the first paint.
  const shownNotice: Notice = notice ?? (!idParam && !done ? { kind: 'error', text: DETAILS_MSG.noId } : null);

  return (
    <>
      <PageHero eyebrow={`Season ${SEASON}`} title="Complete your profile">
        Tell us a little more about yourself and share your photographs so the jury can get to know you.
      </PageHero>
      <section className="bg-ivory">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div ref={cardRef} className="scroll-mt-32 rounded-2xl bg-white p-6 shadow-card sm:p-10">
            <div className="mb-8 flex flex-wrap items-start justify-between gap-4 border-b border-neutral-200 pb-6">
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Step 2 of 2</p>
                <h2 className="mt-1 font-display text-2xl font-bold text-plum sm:text-3xl">Your details and photos</h2>
                {profile && !done ? (
                  <p className="mt-2 text-sm text-muted">
                    Welcome, <strong className="text-ink">{profile.fullName}</strong>
                    {profile.category && <span className="block">Category: {profile.category}</span>}
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-muted">{done ? 'Your profile is complete.' : 'All fields are required.'}</p>
                )}
              </div>
              {(profile || done) && (
                <div className="rounded-xl bg-plum px-4 py-3 text-ivory">
                  <p className="text-xs uppercase tracking-wider text-lilac">Registration fee</p>
                  <p className="flex items-center gap-1.5 text-lg font-bold text-gold">
                    <BadgeCheck aria-hidden="true" className="size-5" />
                    <span className="figures">{formatInr(REGISTRATION_FEE_INR)}</span>
                    <span className="text-sm font-semibold text-ivory">paid</span>
                  </p>
                </div>
              )}
            </div>

            {shownNotice && (
              <p
                role={shownNotice.kind === 'error' ? 'alert' : 'status'}
                className={`mb-6 rounded-md border px-4 py-3 text-sm ${
                  shownNotice.kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800'
                }`}
              >
                {shownNotice.text}
              </p>
            )}
            {loading && (
              // A screen tall, as the form that replaces it is, so the footer is below the fold from the first paint and stays there.
              <div className="flex min-h-svh flex-col items-center gap-3 py-10">
                <Spinner label="Loading your registration…" />
                <p className="text-sm text-muted">Loading your registration…</p>
              </div>
            )}
            {done && <WhatHappensNext name={profile?.fullName} email={profile?.email} />}
            {showForm && !loading && (
              <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-6" aria-label="Additional details">
                <div className="space-y-1.5 sm:col-span-6">
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
                    aria-invalid={errors.address ? true : undefined}
                    aria-describedby={errors.address ? `${addressId}-error` : undefined}
                    className={textareaClass}
                  />
                  {errors.address && (
                    <p id={`${addressId}-error`} className="text-xs text-red-700">
                      {errors.address}
                    </p>
                  )}
                </div>
                {MEASUREMENTS.map(({ key, label, span, hint }) => (
                  <FormField
                    key={key}
                    label={label}
                    className={span}
                    required
                    value={fields[key]}
                    onChange={setField(key)}
                    disabled={busy}
                    error={errors[key]}
                    hint={hint}
                  />
                ))}
                <div className="sm:col-span-6">
                  <PhotoPicker
                    slots={slots}
                    onChange={onSlots}
                    onProblem={onPictureProblem}
                    progress={progress}
                    disabled={busy}
                    error={errors.pictures}
                    errorId={picturesErrorId}
                  />
                </div>
                <div className="sticky bottom-0 -mx-6 flex justify-center border-t border-neutral-200 bg-white/95 px-6 py-3 backdrop-blur sm:static sm:col-span-6 sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
                  <Button type="submit" variant="gold" size="lg" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
                    {busy ? 'Submitting...' : 'Submit'}
                  </Button>
                </div>
              </form>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
