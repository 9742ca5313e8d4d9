import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { seasonSchema, SEASON_MSG, type Season } from '@pageant/common/content/season';
import { getAdminSeason, saveSeason } from '@/api/season';
import { errorMessage } from '@/api/http';
import { fromZonedInput, toZonedInput, ZONES } from '@/components/finale/zoned-time';
import { InlineSpinner } from '@/components/spinner';
import { useNotice } from '@/admin/shared/use-notice';

/** The season runs in India: every time here is typed and shown in IST, and says so. */
const IST = ZONES.ist;

interface AuditionRow {
  key: number;
  city: string;
  /** The datetime-local value as typed (IST wall time), so a half-typed date is not lost. */
  at: string;
}

interface Draft {
  finaleAt: string;
  venue: string;
  opensAt: string;
  closesAt: string;
  auditions: AuditionRow[];
}

/** Where a message is shown: a field of the form, a field of one audition row, or the form itself. */
type Spot = 'finaleAt' | 'venue' | 'opensAt' | 'closesAt' | 'auditions' | `city:${number}` | `at:${number}` | 'form';

let nextKey = 0;
const toDraft = (s: Season): Draft => ({
  finaleAt: toZonedInput(s.finale.at, IST.id),
  venue: s.finale.venue ?? '',
  opensAt: toZonedInput(s.registration.opensAt, IST.id),
  closesAt: toZonedInput(s.registration.closesAt, IST.id),
  auditions: s.auditions.map((a) => ({ key: nextKey++, city: a.city, at: toZonedInput(a.at, IST.id) })),
});

const instant = (value: string) => (value === '' ? null : (fromZonedInput(value, IST.id) ?? value));

/** PUT /api/admin/season's body; an unreadable time is sent as typed, so the schema names it. */
const toBody = (d: Draft) => ({
  finale: { at: instant(d.finaleAt), venue: d.venue.trim() === '' ? null : d.venue },
  registration: { opensAt: instant(d.opensAt), closesAt: instant(d.closesAt) },
  auditions: d.auditions.map((a) => ({ city: a.city, at: instant(a.at) })),
});

/** The field a schema issue's path names. */
function spotOfPath(path: readonly PropertyKey[]): Spot {
  const [group, second, third] = path;
  if (group === 'finale') return second === 'venue' ? 'venue' : 'finaleAt';
  if (group === 'registration') return second === 'opensAt' ? 'opensAt' : 'closesAt';
  if (group === 'auditions' && typeof second === 'number') return third === 'city' ? `city:${second}` : `at:${second}`;
  if (group === 'auditions') return 'auditions';
  return 'form';
}

/** The server's 400 carries only the sentence (common's SEASON_MSG): it names its field. */
const SPOT_OF_MESSAGE = new Map<string, Spot>([
  [SEASON_MSG.closesBeforeOpens, 'closesAt'],
  [SEASON_MSG.finaleBeforeClose, 'finaleAt'],
  [SEASON_MSG.venueTooLong, 'venue'],
  [SEASON_MSG.auditionsOutOfOrder, 'auditions'],
  [SEASON_MSG.tooManyAuditions, 'auditions'],
  [SEASON_MSG.cityRequired, 'auditions'],
  [SEASON_MSG.cityTooLong, 'auditions'],
  [SEASON_MSG.auditionDateRequired, 'auditions'],
]);

const inputClass =
  'mt-1 block w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm figures focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-600';
const labelClass = 'block text-xs font-medium text-neutral-600';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** One labelled input with its message under it, tied together for screen readers. */
function Field(props: {
  id: string;
  label: string;
  type: 'text' | 'datetime-local';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  maxLength?: number;
  hint?: ReactNode;
}) {
  const { id, label, type, value, error, onChange, maxLength, hint } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Issue #32: the season's calendar on the Event screen: the finale (date, time, venue), the
 * registration window (which registration payments follow) and the audition cities. Times are typed
 * in IST; the schema's messages (the server's too) are shown by the field they are about.
 */
export function SeasonCalendarForm() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Spot, string>>>({});
  const { notice, announceSuccess, announceError } = useNotice();
  const formId = useId();

  useEffect(() => {
    const ask = new AbortController();
    getAdminSeason(ask.signal).then(
      (s) => setDraft(toDraft(s)),
      (err: unknown) => {
        if (ask.signal.aborted) return;
        console.error('Failed to load the season calendar', err);
        setLoadError(errorMessage(err, 'Could not load the season calendar. Please reload the page.'));
      },
    );
    return () => ask.abort();
  }, []);

  const edit = (change: (d: Draft) => Draft) => {
    setDraft((d) => (d ? change(d) : d));
    setDirty(true);
    setErrors({});
  };
  const editRow = (key: number, change: Partial<AuditionRow>) =>
    edit((d) => ({ ...d, auditions: d.auditions.map((a) => (a.key === key ? { ...a, ...change } : a)) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!draft || saving) return;
    const body = toBody(draft);
    const parsed = seasonSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [spotOfPath(issue?.path ?? [])]: issue?.message ?? SEASON_MSG.bodyRequired });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSeason(body);
      setDraft(toDraft(saved));
      setDirty(false);
      announceSuccess(SEASON_MSG.saved);
    } catch (err) {
      console.error('Failed to save the season calendar', err);
      const message = errorMessage(err, 'Could not save the season calendar. Please try again.');
      const spot = SPOT_OF_MESSAGE.get(message);
      if (spot) setErrors({ [spot]: message });
      else announceError(message);
    } finally {
      setSaving(false);
    }
  }

  const id = (name: string) => `${formId}-${name}`;
  const title = `${formId}-title`;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={title}
      className="rounded-lg border border-neutral-200 bg-white shadow-sm"
      noValidate
    >
      <div className="border-b border-neutral-200 p-4">
        <h3 id={title} className="text-base font-semibold text-neutral-900">
          Season calendar
        </h3>
        <p className="mt-1 text-sm text-neutral-600">
          The dates the public pages show. Registration takes payments only between its opening and its deadline. All times are India time
          (IST).
        </p>
      </div>
      {!draft ? (
        <p className="p-4 text-sm text-neutral-600" role={loadError ? 'alert' : 'status'}>
          {loadError ?? 'Loading the season calendar…'}
        </p>
      ) : (
        <div className="divide-y divide-neutral-100">
          <fieldset className="p-4">
            <legend className="float-left w-full pb-1 text-sm font-medium text-neutral-900">Grand finale</legend>
            <div className="clear-left grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field
                id={id('finale-at')}
                label={`Finale date and time (${IST.short})`}
                type="datetime-local"
                value={draft.finaleAt}
                error={errors.finaleAt}
                onChange={(v) => edit((d) => ({ ...d, finaleAt: v }))}
              />
              <Field
                id={id('venue')}
                label="Venue"
                type="text"
                value={draft.venue}
                maxLength={160}
                error={errors.venue}
                onChange={(v) => edit((d) => ({ ...d, venue: v }))}
              />
            </div>
          </fieldset>
          <fieldset className="p-4">
            <legend className="float-left w-full pb-1 text-sm font-medium text-neutral-900">Registration</legend>
            <div className="clear-left grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field
                id={id('opens')}
                label={`Registration opens (${IST.short})`}
                type="datetime-local"
                value={draft.opensAt}
                error={errors.opensAt}
                hint="Empty: open now."
                onChange={(v) => edit((d) => ({ ...d, opensAt: v }))}
              />
              <Field
                id={id('closes')}
                label={`Registration closes (${IST.short})`}
                type="datetime-local"
                value={draft.closesAt}
                error={errors.closesAt}
                hint="Empty: no deadline."
                onChange={(v) => edit((d) => ({ ...d, closesAt: v }))}
              />
            </div>
          </fieldset>
          <fieldset className="p-4" aria-describedby={errors.auditions ? id('auditions-error') : undefined}>
            <legend className="float-left w-full pb-1 text-sm font-medium text-neutral-900">Audition cities</legend>
            <p className="clear-left text-xs text-neutral-500">In date order, earliest first.</p>
            <ol className="mt-2 space-y-3">
              {draft.auditions.map((a, i) => (
                <li key={a.key} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <Field
                    id={id(`city-${a.key}`)}
                    label={`City ${i + 1}`}
                    type="text"
                    value={a.city}
                    maxLength={80}
                    error={errors[`city:${i}`]}
                    onChange={(v) => editRow(a.key, { city: v })}
                  />
                  <Field
                    id={id(`at-${a.key}`)}
                    label={`Audition ${i + 1} date and time (${IST.short})`}
                    type="datetime-local"
                    value={a.at}
                    error={errors[`at:${i}`]}
                    onChange={(v) => editRow(a.key, { at: v })}
                  />
                  <button
                    type="button"
                    onClick={() => edit((d) => ({ ...d, auditions: d.auditions.filter((x) => x.key !== a.key) }))}
                    aria-label={`Remove audition ${i + 1}${a.city.trim() ? ` (${a.city.trim()})` : ''}`}
                    className="inline-flex min-h-11 items-center justify-center gap-1 self-end justify-self-end rounded-md border border-neutral-300 px-3 text-sm text-neutral-700 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            <FieldError id={id('auditions-error')} message={errors.auditions} />
            <button
              type="button"
              onClick={() => edit((d) => ({ ...d, auditions: [...d.auditions, { key: nextKey++, city: '', at: '' }] }))}
              className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-md border border-dashed border-neutral-400 px-3 text-sm font-medium text-plum hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
            >
              <Plus className="size-4" aria-hidden="true" />
              Add an audition city
            </button>
          </fieldset>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 bg-neutral-50 p-4">
        <div aria-live="polite" className="mr-auto min-w-0 text-sm">
          {notice ? (
            <span
              role={notice.kind === 'error' ? 'alert' : undefined}
              className={notice.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}
            >
              {notice.text}
            </span>
          ) : (
            (errors.form && <span className="text-red-700">{errors.form}</span>) ||
            (dirty && <span className="text-neutral-600">Unsaved changes</span>)
          )}
        </div>
        <button
          type="submit"
          disabled={!draft || saving}
          aria-busy={saving || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-plum px-5 text-sm font-semibold text-ivory hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
        >
          {saving && <InlineSpinner className="size-4" />}
          Save calendar
        </button>
      </div>
    </form>
  );
}
