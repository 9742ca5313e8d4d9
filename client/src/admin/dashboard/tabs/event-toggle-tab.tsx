import { useEffect, useId, useState } from 'react';
import { MSG } from '@pageant/common';
import { updateEventStatus } from '@/api/event';
import { useEventStatus } from '@/stores/event-status';
import { InlineSpinner as Spinner } from '@/components/spinner';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';

export default function EventToggleTab() {
  const { isActive, loading, fetchStatus, setActive } = useEventStatus();
  const [saving, setSaving] = useState(false);
  const { notice, announceSuccess, announceError } = useNotice();
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    // The public shell usually loaded it already; fetch only if nobody has.
    if (useEventStatus.getState().loading) void fetchStatus();
  }, [fetchStatus]);

  async function onToggle() {
    setSaving(true);
    try {
      const res = await updateEventStatus(!isActive);
      const next = Boolean(res.isActive);
      setActive(next);
      const text = next ? MSG.eventActive : MSG.eventClosed;
      announceSuccess(text);
    } catch (err) {
      console.error('Failed to toggle event', err);
      announceError(MSG.eventToggleError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="max-w-xl space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Event On/Off</h2>
        <p id={hintId} className="text-sm text-neutral-600">
          While the event is active, the public Contestants page and voting are open; when it is closed they are hidden.
        </p>
      </div>

      <div className="flex items-center justify-between gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
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
            onClick={onToggle}
            className="group flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${isActive ? 'bg-emerald-600' : 'bg-neutral-300'}`}
            >
              <span
                className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${isActive ? 'translate-x-5' : ''}`}
              />
            </span>
            <span className={`w-14 text-left text-sm font-semibold ${isActive ? 'text-emerald-700' : 'text-neutral-600'}`}>
              {isActive ? 'Active' : 'Closed'}
            </span>
          </button>
        </div>
      </div>

      <NoticeLine notice={notice} />
    </section>
  );
}
