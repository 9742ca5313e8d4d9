import { useEffect, useId, useState } from 'react';
import { CircleCheck, CircleX, Timer } from 'lucide-react';
import { EyeOffIcon } from '@/components/finale/hidden-count';
import { MSG } from '@pageant/common';
import { revealCounts, updateEventStatus } from '@/api/event';
import { errorMessage } from '@/api/http';
import { ScheduleForm } from '@/components/finale/schedule-form';
import { scheduleWords } from '@/components/finale/schedule-words';
import { useEventStatus } from '@/stores/event-status';
import { InlineSpinner as Spinner } from '@/components/spinner';
import { ConfirmDialog } from '@/admin/shared/confirm-dialog';
import { useNotice } from '@/admin/shared/use-notice';
import { SeasonCalendarForm } from '@/admin/season/season-calendar-form';

/** What the admin is asked before the switch moves: it opens or closes paid voting for everyone. */
const QUESTIONS = {
  open: {
    title: 'Open paid voting?',
    body: 'Visitors will see the Contestants page and can pay to vote for the candidates.',
    confirm: 'Open voting',
  },
  close: {
    title: 'Close paid voting?',
    body: 'The Contestants page and paid voting will be hidden from visitors until you open them again.',
    confirm: 'Close voting',
  },
} as const;

const REVEAL_QUESTION = {
  title: 'Reveal the counts?',
  body: 'Every contestant’s count becomes public at once: on the site, on shared pages and on the stage display. Counts cannot be hidden again until you set a new hide time.',
  confirm: 'Reveal counts',
} as const;

/** The schedule's state in words, ticking each second (issue #15: "Voting opens in 2 h 14 min", "Counts hidden since 21:00 IST"). */
function ScheduleState() {
  const { isActive, schedule, countsHidden, loading } = useEventStatus();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  if (loading) return null;
  const words = scheduleWords(isActive, schedule, countsHidden, now);
  return (
    <div data-testid="schedule-state" className="space-y-2 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-medium text-neutral-900">Right now</h3>
      <p className="flex items-center gap-2 text-sm text-neutral-800">
        <Timer className="size-4 shrink-0 text-plum" aria-hidden="true" />
        <span className="figures">{words.voting}</span>
      </p>
      <p className="flex items-center gap-2 text-sm text-neutral-800">
        {countsHidden ? (
          <EyeOffIcon className="size-4 shrink-0 text-plum" />
        ) : (
          <CircleCheck className="size-4 shrink-0 text-plum" aria-hidden="true" />
        )}
        <span className="figures">{words.counts}</span>
      </p>
      {words.override && <p className="text-sm text-amber-800">{words.override}</p>}
    </div>
  );
}

export default function EventToggleTab() {
  const { isActive, loading, fetchStatus, setActive, schedule, countsHidden } = useEventStatus();
  const [revealing, setRevealing] = useState(false);
  const [askingReveal, setAskingReveal] = useState(false);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const { notice, announceSuccess, announceError } = useNotice();
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    // The public shell usually loaded it already; fetch only if nobody has.
    if (useEventStatus.getState().loading) void fetchStatus();
  }, [fetchStatus]);

  async function onConfirm() {
    setSaving(true);
    try {
      const res = await updateEventStatus(!isActive);
      const next = Boolean(res.isActive);
      setActive(next);
      announceSuccess(next ? MSG.eventActive : MSG.eventClosed);
    } catch (err) {
      console.error('Failed to toggle event', err);
      announceError(MSG.eventToggleError);
    } finally {
      setSaving(false);
      setAsking(false);
    }
  }

  async function onReveal() {
    setRevealing(true);
    try {
      const res = await revealCounts();
      await fetchStatus();
      announceSuccess(res.message);
    } catch (err) {
      console.error('Failed to reveal the counts', err);
      announceError(errorMessage(err, 'Could not reveal the counts. Please try again.'));
    } finally {
      setRevealing(false);
      setAskingReveal(false);
    }
  }

  const question = isActive ? QUESTIONS.close : QUESTIONS.open;
  const StatusIcon = isActive ? CircleCheck : CircleX;

  return (
    <section className="max-w-3xl space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Event On/Off</h2>
        <p id={hintId} className="text-sm text-neutral-600">
          While the event is active, the public Contestants page and voting are open; when it is closed they are hidden.
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
        <div>
          <p id={labelId} className="text-sm font-medium text-neutral-900">
            Event status
          </p>
          <p className="text-sm text-neutral-500">{loading ? 'Loading…' : isActive ? 'The event is live.' : 'The event is closed.'}</p>
        </div>
        <div className="flex items-center gap-3">
          {(saving || loading) && <Spinner className="size-4 text-neutral-400" />}
          <button
            type="button"
            role="switch"
            aria-checked={isActive}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={saving || loading}
            onClick={() => setAsking(true)}
            className="group flex min-h-11 items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${isActive ? 'bg-emerald-600' : 'bg-neutral-300'}`}
            >
              <span
                className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${isActive ? 'translate-x-5' : ''}`}
              />
            </span>
            <span
              className={`flex w-20 items-center gap-1 text-left text-sm font-semibold ${isActive ? 'text-emerald-700' : 'text-neutral-600'}`}
            >
              <StatusIcon className="size-4 shrink-0" aria-hidden="true" />
              {isActive ? 'Active' : 'Closed'}
            </span>
          </button>
        </div>
      </div>

      {/* The SPEC sentences end in an emoji; the icon says the same where no emoji font is installed. */}
      <div aria-live="polite" className={notice ? '' : 'sr-only'}>
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : undefined}
            className={`flex items-center gap-1.5 text-sm font-medium ${notice.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
          >
            {notice.kind === 'error' || notice.text === MSG.eventClosed ? (
              <CircleX className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span>{notice.text}</span>
          </p>
        )}
      </div>

      <ScheduleState />

      <ScheduleForm
        schedule={schedule}
        onSaved={(message) => {
          void fetchStatus();
          announceSuccess(message);
        }}
        onError={announceError}
      />

      <SeasonCalendarForm />

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-neutral-900">Reveal the counts</h3>
          <p className="text-sm text-neutral-600">
            {countsHidden
              ? 'The public sees no counts right now. Reveal them when the results are announced.'
              : 'Counts are public: there is nothing to reveal.'}
          </p>
        </div>
        <button
          type="button"
          disabled={!countsHidden || revealing}
          onClick={() => setAskingReveal(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold px-5 text-sm font-semibold text-plum hover:bg-gold-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-50"
        >
          <CircleCheck className="size-4" aria-hidden="true" />
          Reveal counts
        </button>
      </div>

      <ConfirmDialog
        open={askingReveal}
        title={REVEAL_QUESTION.title}
        confirmLabel={REVEAL_QUESTION.confirm}
        tone="primary"
        busy={revealing}
        onConfirm={() => void onReveal()}
        onCancel={() => setAskingReveal(false)}
      >
        {REVEAL_QUESTION.body}
      </ConfirmDialog>

      <ConfirmDialog
        open={asking}
        title={question.title}
        confirmLabel={question.confirm}
        tone={isActive ? 'danger' : 'primary'}
        busy={saving}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      >
        {question.body}
      </ConfirmDialog>
    </section>
  );
}
