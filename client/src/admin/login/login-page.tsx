import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { MSG } from '@pageant/common';
import { checkAdmin, login } from '@/api/auth';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { AdminWordmark } from '../shared/admin-wordmark';
import { InlineSpinner as Spinner } from '@/components/spinner';
import { SecondFactorStep } from './second-factor-step';

const DASHBOARD = '/admin/dashboard';

export default function LoginPage() {
  const navigate = useNavigate();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [secondStep, setSecondStep] = useState<{ totp: boolean; passkey: boolean } | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    checkAdmin(ac.signal)
      .then(() => navigate(DASHBOARD, { replace: true }))
      .catch(() => {
        // Not signed in (or the check failed): stay on the form.
      });
    return () => ac.abort();
  }, [navigate]);

  function signedIn(message: string) {
    notify.success(message || MSG.loginSuccess);
    navigate(DASHBOARD, { replace: true });
  }

  function startOver(message?: string) {
    setSecondStep(null);
    setError(message ?? '');
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const res = await login(username.trim(), password);
      if ('secondFactor' in res) {
        setSecondStep(res.secondFactor);
        setPassword('');
        setBusy(false);
        return;
      }
      signedIn(res.message);
    } catch (err) {
      const msg = errorMessage(err, MSG.somethingWentWrong);
      setError(msg);
      notify.error(msg);
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-br from-neutral-100 via-ivory to-neutral-200 px-4 py-10 font-sans">
      <div className="w-full max-w-sm rounded-xl border border-neutral-200 bg-white p-8 shadow-lg shadow-plum/5">
        <div className="mb-6 flex flex-col items-center gap-3 text-center text-plum">
          <AdminWordmark />
          <h1 className="text-base font-semibold text-neutral-700">{secondStep ? 'Confirm it is you' : 'Sign in to manage the site'}</h1>
        </div>
        {secondStep ? (
          <SecondFactorStep factors={secondStep} onSignedIn={signedIn} onStartOver={startOver} />
        ) : (
          <form onSubmit={onSubmit} aria-describedby={error ? errorId : undefined} className="space-y-4">
            <FormField
              label="Username"
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <FormField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && (
              <p id={errorId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="flex w-full items-center justify-center gap-2 rounded-md bg-plum px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-plum/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy && <Spinner />}
              Login
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
