import { ChevronRight } from 'lucide-react';
import { CSR_MSG } from '@pageant/common/content/csr-drive';
import { CURRENCIES, type Currency } from '@pageant/common/content/pricing';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/api/http';
import { saveCsrTargets } from '@/api/csr-drive';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { checkTargets, type OverrideDraft, type TargetErrors, type TargetsDraft } from './targets-draft';

export const TARGETS_SAVE_FAILED = 'The targets could not be saved. Please try again.';

const SYMBOL: Record<Currency, string> = { INR: '₹', USD: '$' };
const amountInput =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 aria-invalid:border-red-400';

interface TargetsFormProps {
  initial: TargetsDraft;
  /** Called after a save, so the standings read the new targets. */
  onSaved: () => void;
}

function OverrideLine({
  line,
  defaults,
  errors,
  onChange,
}: {
  line: OverrideDraft;
  defaults: TargetsDraft['default'];
  errors: TargetErrors;
  onChange: (currency: Currency, value: string) => void;
}) {
  return (
    <li className="grid grid-cols-2 items-start gap-x-3 gap-y-1.5 border-b border-neutral-100 py-2.5 sm:grid-cols-[minmax(0,1fr)_9rem_9rem] sm:items-center">
      <span className="col-span-2 text-sm font-medium text-neutral-900 sm:col-span-1">{line.name}</span>
      {CURRENCIES.map((c) => {
        const error = errors[`${line.candidateId}.${c}`];
        return (
          <div key={c} className="text-xs text-neutral-600">
            <span aria-hidden="true" className="sm:hidden">
              {c}
            </span>
            <input
              aria-label={`${line.name}: ${c} target`}
              inputMode="numeric"
              value={line[c]}
              placeholder={`${SYMBOL[c]}${defaults[c] || '…'} (default)`}
              onChange={(e) => onChange(c, e.target.value)}
              aria-invalid={error ? true : undefined}
              className={`figures mt-0.5 sm:mt-0 ${amountInput}`}
            />
            {error && <span className="mt-1 block text-red-700">{error}</span>}
          </div>
        );
      })}
    </li>
  );
}

/**
 * The season's target per currency and, for any contestant, her own; an empty amount keeps the default.
 * Checked with the shared schema before anything is sent; the server checks it again.
 */
export function TargetsForm({ initial, onSaved }: TargetsFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TargetErrors>({});
  const [saving, setSaving] = useState(false);

  const overridden = draft.overrides.filter((o) => o.INR.trim() !== '' || o.USD.trim() !== '').length;
  const hasLineError = Object.keys(errors).some((k) => k !== 'form' && !k.startsWith('default.'));

  const setDefault = (c: Currency, value: string) => setDraft((d) => ({ ...d, default: { ...d.default, [c]: value } }));
  const setOverride = (id: string, c: Currency, value: string) =>
    setDraft((d) => ({ ...d, overrides: d.overrides.map((o) => (o.candidateId === id ? { ...o, [c]: value } : o)) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkTargets(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await saveCsrTargets(checked.input);
      notify.success(res?.message || CSR_MSG.targetsSaved);
      onSaved();
    } catch (err) {
      const message = errorMessage(err, TARGETS_SAVE_FAILED);
      setErrors({ form: message });
      notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="targets-heading"
      className="rounded-lg border border-neutral-200 bg-white shadow-sm"
    >
      <div className="space-y-4 p-4 sm:p-5">
        <div>
          <h2 id="targets-heading" className="text-base font-semibold text-neutral-900">
            Season targets
          </h2>
          <p className="text-sm text-neutral-600">Each drive is measured per currency against its target; the better of the two counts.</p>
        </div>
        <div className="grid max-w-md grid-cols-2 gap-3">
          {CURRENCIES.map((c) => (
            <FormField
              key={c}
              label={`Default target (${c})`}
              inputMode="numeric"
              value={draft.default[c]}
              onChange={(e) => setDefault(c, e.target.value)}
              error={errors[`default.${c}`]}
              className="figures"
            />
          ))}
        </div>
        {draft.overrides.length > 0 && (
          // Folded by default: thirty lines would push the standings off the screen; open when a line has an error.
          <details open={hasLineError || undefined} className="group">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
              <ChevronRight className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none" aria-hidden="true" />
              Per-contestant targets <span className="figures font-normal text-neutral-500">({overridden} set)</span>
            </summary>
            <p className="text-xs text-neutral-500">Leave an amount empty to keep the season default.</p>
            <div className="mt-2 hidden grid-cols-[minmax(0,1fr)_9rem_9rem] gap-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase sm:grid">
              <span>Contestant</span>
              <span>INR target</span>
              <span>USD target</span>
            </div>
            <ul>
              {draft.overrides.map((line) => (
                <OverrideLine
                  key={line.candidateId}
                  line={line}
                  defaults={draft.default}
                  errors={errors}
                  onChange={(c, v) => setOverride(line.candidateId, c, v)}
                />
              ))}
            </ul>
          </details>
        )}
      </div>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-b-lg border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-5">
        <p role={errors.form ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {errors.form ?? (Object.keys(errors).length > 0 ? 'Please correct the amounts marked above.' : '')}
        </p>
        <Button type="submit" variant="plum" size="sm" disabled={saving} aria-busy={saving}>
          {saving && <InlineSpinner />}
          Save targets
        </Button>
      </div>
    </form>
  );
}
