import { useEffect, useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { SCHEDULE_MSG } from '@pageant/common';
import { scheduleSchema, type EventSchedule } from '@pageant/common/content/schedule';
import { saveEventSchedule, type ScheduleInput } from '@/api/event';
import { errorMessage } from '@/api/http';
import { InlineSpinner } from '@/components/spinner';
import { fromZonedInput, toZonedInput, ZONES, type ZoneKey } from './zoned-time';

type Field = keyof ScheduleInput;

const FIELDS: { key: Field; label: string; hint: string }[] = [
  { key: 'opensAt', label: 'Voting opens', hint: 'Paid voting opens for everyone at this moment.' },
  { key: 'closesAt', label: 'Voting closes', hint: 'No new payment can start after it; payments already started are still credited.' },
  { key: 'hideCountsFrom', label: 'Hide counts from', hint: 'From then on the public sees no counts until you reveal them.' },
];

const EMPTY: ScheduleInput = { opensAt: null, closesAt: null, hideCountsFrom: null };
const pick = (s: EventSchedule | null): ScheduleInput =>
  s ? { opensAt: s.opensAt, closesAt: s.closesAt, hideCountsFrom: s.hideCountsFrom } : EMPTY;

const inputClass =
  'block w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm figures focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-600';

interface ScheduleFormProps {
  /** The saved schedule; the form follows it until the admin starts editing. */
  schedule: EventSchedule | null;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}

/**
 * The admin's voting schedule (issue #15): each time typed in India time or US Eastern, the other
 * following, and saved as the instant both mean. An emptied time (or Clear) is saved as null.
 */
export function ScheduleForm({ schedule, onSaved, onError }: ScheduleFormProps) {
  const [draft, setDraft] = useState<ScheduleInput>(() => pick(schedule));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const formId = useId();

  useEffect(() => {
    if (!dirty) setDraft(pick(schedule));
  }, [schedule, dirty]);

  const change = (key: Field, value: string | null) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setDirty(true);
    setFieldError(null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = scheduleSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError({ field: (issue?.path[0] as Field | undefined) ?? 'opensAt', message: issue?.message ?? SCHEDULE_MSG.instantInvalid });
      return;
    }
    setSaving(true);
    try {
      const res = await saveEventSchedule(parsed.data);
      setDraft(pick(res.schedule));
      setDirty(false);
      onSaved(res.message);
    } catch (err) {
      console.error('Failed to save the voting schedule', err);
      onError(errorMessage(err, 'Could not save the schedule. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${formId}-title`}
      className="rounded-lg border border-neutral-200 bg-white shadow-sm"
      noValidate
    >
      <div className="border-b border-neutral-200 p-4">
        <h3 id={`${formId}-title`} className="text-base font-semibold text-neutral-900">
          Voting schedule
        </h3>
        <p className="mt-1 text-sm text-neutral-600">
          Type each time in India time or US Eastern; the other follows. Empty a time (or press Clear) to leave it unset.
        </p>
      </div>
      <div className="divide-y divide-neutral-100">
        {FIELDS.map(({ key, label, hint }) => {
          const error = fieldError?.field === key ? fieldError.message : null;
          const hintId = `${formId}-${key}-hint`;
          const errorId = `${formId}-${key}-error`;
          return (
            <fieldset key={key} className="p-4" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
              <legend className="float-left w-full text-sm font-medium text-neutral-900">{label}</legend>
              <p id={hintId} className="clear-left pt-1 text-xs text-neutral-500">
                {hint}
              </p>
              <div className="mt-2 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                {(Object.keys(ZONES) as ZoneKey[]).map((zone) => {
                  const inputId = `${formId}-${key}-${zone}`;
                  return (
                    <div key={zone} className="min-w-0">
                      <label htmlFor={inputId} className="block text-xs font-medium text-neutral-600">
                        {ZONES[zone].label}
                      </label>
                      <input
                        id={inputId}
                        type="datetime-local"
                        aria-label={`${label}, ${ZONES[zone].label}`}
                        aria-invalid={error ? true : undefined}
                        value={toZonedInput(draft[key], ZONES[zone].id)}
                        onChange={(e) => change(key, fromZonedInput(e.target.value, ZONES[zone].id))}
                        className={`mt-1 ${inputClass}`}
                      />
                    </div>
                  );
                })}
                <button
                  type="button"
                  onClick={() => change(key, null)}
                  disabled={draft[key] === null}
                  aria-label={`Clear ${label.toLowerCase()}`}
                  className="inline-flex min-h-10 items-center justify-center gap-1 justify-self-end rounded-md border border-neutral-300 px-3 text-sm text-neutral-700 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                  Clear
                </button>
              </div>
              {error && (
                <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 bg-neutral-50 p-4">
        {dirty && <span className="text-sm text-neutral-600">Unsaved changes</span>}
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-plum px-5 text-sm font-semibold text-ivory hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
        >
          {saving && <InlineSpinner className="size-4" />}
          Save schedule
        </button>
      </div>
    </form>
  );
}
