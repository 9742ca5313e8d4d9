import { Check } from 'lucide-react';
import type { RegistrationStage } from '@pageant/common/content/pipeline';
import { DECLINED_COPY, timelineFor } from '@pageant/common/content/cockpit-stages';
import { Panel } from './panel';

/** Where she is on the way to the voting page, and what happens next. A decline is said kindly, with the panel's note. */
export function StageTimeline({ stage, reason }: { stage: RegistrationStage; reason: string | null }) {
  const { steps, next, declined } = timelineFor(stage);
  return (
    <Panel title="Your journey" id="me-journey-title">
      <ol className="space-y-0" data-testid="me-timeline">
        {steps.map((s, i) => (
          <li key={s.step} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined} className="flex gap-3">
            <div className="flex flex-col items-center">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  s.state === 'done'
                    ? 'bg-gold text-plum'
                    : s.state === 'current'
                      ? 'bg-plum text-gold-light ring-4 ring-gold/30'
                      : 'bg-lilac/50 text-muted'
                }`}
              >
                {s.state === 'done' ? <Check className="size-4" aria-hidden="true" /> : i + 1}
              </span>
              {i < steps.length - 1 && (
                <span aria-hidden="true" className={`w-0.5 flex-1 ${s.state === 'done' ? 'bg-gold' : 'bg-lilac'}`} />
              )}
            </div>
            <p className={`pt-1 pb-5 text-sm ${s.state === 'upcoming' ? 'text-muted' : 'font-semibold text-plum'}`}>
              {s.label}
              <span className="sr-only">{s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (you are here)' : ''}</span>
            </p>
          </li>
        ))}
      </ol>
      {declined ? (
        <div className="rounded-2xl bg-rose-light/25 p-4 text-sm text-ink" data-testid="me-declined">
          <p className="font-semibold text-rose-deep">{DECLINED_COPY.label}</p>
          <p className="mt-1">{next}</p>
          {reason && (
            <p className="mt-3">
              <span className="font-semibold text-plum">{DECLINED_COPY.reason}: </span>
              {reason}
            </p>
          )}
        </div>
      ) : (
        <div className="rounded-2xl bg-ivory p-4 text-sm text-ink">
          <p className="font-semibold text-plum">What happens next</p>
          <p className="mt-1">{next}</p>
        </div>
      )}
    </Panel>
  );
}
