import { ChevronDown, MessageCircleHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { CHEER_ANONYMOUS, CHEER_MAX, COCKPIT_MSG, voteCampaignFields } from '@pageant/common/content/cockpit';
import { FormField } from '@/components/form-field';

export interface Cheer {
  cheer: string;
  cheerName: string;
}

export type CheerErrors = Partial<Record<keyof Cheer, string>>;

/** What the counter shows: the server trims before it measures, so the counter does too. */
export const cheerLength = (text: string): number => text.trim().length;

/** The same rules the server applies (common's schema), each at its own field. */
export function cheerProblems({ cheer, cheerName }: Cheer): CheerErrors {
  const problems: CheerErrors = {};
  const message = voteCampaignFields.cheer.safeParse(cheer);
  if (!message.success) problems.cheer = message.error.issues[0]?.message ?? COCKPIT_MSG.cheerPlainText;
  const name = voteCampaignFields.cheerName.safeParse(cheerName);
  if (!name.success) problems.cheerName = name.error.issues[0]?.message ?? COCKPIT_MSG.cheerPlainText;
  return problems;
}

/** The fields a server 400 names, so its sentence is shown where the visitor can fix it; null for any other 400. */
export function cheerFieldOf(message: string, { cheerName }: Cheer): keyof Cheer | null {
  if (message === COCKPIT_MSG.cheerNameTooLong) return 'cheerName';
  if (message === COCKPIT_MSG.cheerPlainText) return cheerProblems({ cheer: '', cheerName }).cheerName ? 'cheerName' : 'cheer';
  if (message === COCKPIT_MSG.cheerTooLong) return 'cheer';
  return null;
}

/** Only what was written: an empty cheer or name is left out of the request. */
export function cheerBody({ cheer, cheerName }: Cheer): Partial<Cheer> {
  const message = cheer.trim();
  if (!message) return {};
  const name = cheerName.trim();
  return name ? { cheer: message, cheerName: name } : { cheer: message };
}

interface CheerFieldsProps {
  value: Cheer;
  onChange: (next: Cheer) => void;
  errors: CheerErrors;
}

/** "Add a cheer": an optional message she reads in her cockpit once the payment is credited (issue #30). */
export function CheerFields({ value, onChange, errors }: CheerFieldsProps) {
  const [open, setOpen] = useState(() => Boolean(value.cheer || value.cheerName));
  const id = useId();
  const used = cheerLength(value.cheer);
  const over = used > CHEER_MAX;
  const shown = open || Boolean(errors.cheer || errors.cheerName);
  return (
    <div className="rounded-2xl border border-lilac bg-white">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!shown)}
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-3 text-left text-sm font-semibold text-plum"
      >
        <MessageCircleHeart className="size-4 shrink-0 text-rose-deep" aria-hidden="true" />
        <span className="mr-auto">
          Add a cheer <span className="font-normal text-muted">(optional)</span>
        </span>
        <ChevronDown className={`size-4 shrink-0 transition-transform ${shown ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id={`${id}-panel`} hidden={!shown} className="space-y-3 px-3 pb-3">
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-cheer`} className="block text-sm font-medium text-neutral-700">
              Your message to her
            </label>
            <span
              id={`${id}-count`}
              data-testid="cheer-counter"
              aria-live="polite"
              className={`figures text-xs ${over ? 'font-semibold text-red-700' : 'text-muted'}`}
            >
              {used}/{CHEER_MAX}
            </span>
          </div>
          <textarea
            id={`${id}-cheer`}
            rows={2}
            value={value.cheer}
            onChange={(e) => onChange({ ...value, cheer: e.target.value })}
            aria-invalid={errors.cheer ? true : undefined}
            aria-describedby={[`${id}-count`, errors.cheer && `${id}-error`].filter(Boolean).join(' ')}
            placeholder="You’ve got this! Proud of you."
            className="block w-full resize-none rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none aria-invalid:border-red-400"
          />
          {errors.cheer && (
            <p id={`${id}-error`} className="text-xs text-red-700">
              {errors.cheer}
            </p>
          )}
        </div>
        <FormField
          label="Name shown with your cheer (optional)"
          autoComplete="nickname"
          placeholder={CHEER_ANONYMOUS}
          value={value.cheerName}
          error={errors.cheerName}
          onChange={(e) => onChange({ ...value, cheerName: e.target.value })}
        />
      </div>
    </div>
  );
}
