import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { MY_ACCOUNT_MSG } from '@pageant/common/content/admin-sessions';
import { SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import { MSG } from '@pageant/common';
import { loginPasskeyOptions, loginWithCode, loginWithPasskey } from '@/api/auth';
import { ApiError, errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner as Spinner } from '@/components/spinner';

interface Props {
  factors: { totp: boolean; passkey: boolean };
  onSignedIn: (message: string) => void;
  /** Her pending sign-in has lapsed (or she wants to): back to the password. */
  onStartOver: (message?: string) => void;
}

/** Same shape the server checks (secondFactorCodeSchema), without zod on the login page. */
const CODE = /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/iu;
const cancelled = (err: unknown) => err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

const primary =
  'flex w-full items-center justify-center gap-2 rounded-md bg-plum px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors ' +
  'hover:bg-plum/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-70';
const secondary =
  'flex w-full items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 ' +
  'hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-70';

/** Issue #34: after the password, a passkey or a code (authenticator app or recovery code). */
export function SecondFactorStep({ factors, onSignedIn, onStartOver }: Props) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'passkey' | 'code' | null>(null);
  const [error, setError] = useState('');

  function failed(err: unknown, fallback: string) {
    // Her pending sign-in is gone (it lasts minutes): only the password can start a new one.
    if (err instanceof ApiError && err.message === SECOND_FACTOR_MSG.loginExpired) return onStartOver(err.message);
    setError(errorMessage(err, fallback));
    setBusy(null);
  }

  async function signInWithPasskey() {
    if (busy) return;
    if (!browserSupportsWebAuthn()) return setError(MY_ACCOUNT_MSG.passkeyUnsupported);
    setBusy('passkey');
    setError('');
    try {
      const options = await loginPasskeyOptions();
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn((await loginWithPasskey(response)).message);
    } catch (err) {
      failed(err, cancelled(err) ? MY_ACCOUNT_MSG.passkeySignInCancelled : MSG.somethingWentWrong);
    }
  }

  async function submitCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (!CODE.test(code.trim())) return setError(ADMIN_ACCOUNT_MSG.codeFormat);
    setBusy('code');
    setError('');
    try {
      onSignedIn((await loginWithCode(code.trim())).message);
    } catch (err) {
      failed(err, MSG.somethingWentWrong);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">{ADMIN_ACCOUNT_MSG.secondFactorPending}</p>
      {factors.passkey && (
        <button
          type="button"
          onClick={() => void signInWithPasskey()}
          disabled={busy !== null}
          aria-busy={busy === 'passkey'}
          className={primary}
        >
          {busy === 'passkey' ? <Spinner /> : <KeyRound aria-hidden="true" className="size-4" />}
          Use your passkey
        </button>
      )}
      {factors.passkey && factors.totp && (
        <p className="flex items-center gap-3 text-xs text-neutral-500 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
          or
        </p>
      )}
      {factors.totp && (
        <form onSubmit={(e) => void submitCode(e)} noValidate className="space-y-3">
          <FormField
            label="Code from your app, or a recovery code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={11}
            autoFocus={!factors.passkey}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" disabled={busy !== null} aria-busy={busy === 'code'} className={factors.passkey ? secondary : primary}>
            {busy === 'code' && <Spinner />}
            Verify
          </button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => onStartOver()}
        className="w-full text-center text-sm font-medium text-neutral-600 underline hover:text-neutral-900"
      >
        Start over
      </button>
    </div>
  );
}
