import { useId, useState } from 'react';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit-messages';
import { errorMessage } from '@/api/http';
import { setDigest } from '@/api/me';
import { notify } from '@/lib/notify';
import { Panel } from './panel';

const FAILED = 'Your preference could not be saved. Please try again.';

/** The daily digest, on or off; the switch moves at once and goes back if the server refuses. */
export function DigestSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const toggle = async () => {
    const next = !on;
    setOn(next);
    setBusy(true);
    try {
      const res = await setDigest(next);
      setOn(res.preferences.digest);
      notify.success(res.message || COCKPIT_MSG.preferencesSaved);
    } catch (err) {
      setOn(!next);
      notify.error(errorMessage(err, FAILED));
    }
    setBusy(false);
  };
  return (
    <Panel title="Preferences" id="me-prefs-title">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={`${id}-label`} className="text-sm font-semibold text-plum">
            Daily e-mail digest
          </p>
          <p id={`${id}-hint`} className="text-xs text-muted">
            One mail a morning, only on days after you got votes.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onClick={() => void toggle()}
          className="group inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-70"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-8 w-14 items-center rounded-full transition-colors ${on ? 'bg-plum' : 'bg-lilac'}`}
          >
            <span
              className={`inline-block size-6 rounded-full shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-7 bg-gold' : 'translate-x-1 bg-ivory'}`}
            />
          </span>
        </button>
      </div>
    </Panel>
  );
}
