import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { MY_ACCOUNT_MSG } from '@pageant/common/content/admin-sessions';
import type { SecondFactorStatus } from '@pageant/common/content/second-factor';
import { formatIst } from '@pageant/common/content/zoned-format';
import { MSG } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './account-api';
import { buttonDanger, buttonPrimary } from './account-ui';

interface Props {
  passkeys: SecondFactorStatus['passkeys'];
  onChanged: (message: string) => Promise<void>;
  onError: (message: string) => void;
}

/** A browser that closes or times out its prompt says NotAllowedError; that is a cancel, not a fault. */
const cancelled = (err: unknown) => err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

export function PasskeysPanel({ passkeys, onChanged, onError }: Props) {
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (!browserSupportsWebAuthn()) return onError(MY_ACCOUNT_MSG.passkeyUnsupported);
    setBusy('add');
    try {
      const options = await passkeyRegistrationOptions();
      const response = await startRegistration({ optionsJSON: options });
      await addPasskey(response, label.trim() || undefined);
      setLabel('');
      await onChanged(MY_ACCOUNT_MSG.passkeyAdded);
    } catch (err) {
      onError(cancelled(err) ? MY_ACCOUNT_MSG.passkeyCancelled : errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(null);
    }
  }

  async function remove(id: string) {
    setBusy(id);
    try {
      const res = await removePasskey(id);
      await onChanged(res.message);
    } catch (err) {
      onError(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-neutral-900">Passkeys</h3>
      <p className="text-sm text-neutral-600">
        Sign in with this device&apos;s fingerprint, face or screen lock, or a security key. Nothing to type.
      </p>
      {passkeys.length > 0 ? (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 px-3 py-3 sm:px-4">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-plum" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-neutral-900">{p.label}</p>
                <p className="figures text-xs text-neutral-600">
                  Added {formatIst(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${formatIst(p.lastUsedAt)}` : ' · not used yet'}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(p.id)}
                disabled={busy !== null}
                aria-label={`Remove passkey ${p.label}`}
                className={buttonDanger}
              >
                {busy === p.id && <InlineSpinner />}
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-neutral-500">No passkeys yet.</p>
      )}
      <form onSubmit={(e) => void add(e)} className="flex flex-wrap items-end gap-3">
        <FormField
          label="Name (optional)"
          name="passkey-label"
          placeholder="e.g. Work laptop"
          maxLength={80}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          className="w-full max-w-xs"
        />
        <button type="submit" disabled={busy !== null} aria-busy={busy === 'add'} className={buttonPrimary}>
          {busy === 'add' ? <InlineSpinner /> : <KeyRound aria-hidden="true" className="size-4" />}
          Add a passkey
        </button>
      </form>
    </div>
  );
}
