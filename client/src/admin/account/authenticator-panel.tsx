import { useState, type FormEvent } from 'react';
import { Smartphone } from 'lucide-react';
import { ADMIN_ACCOUNT_MSG, secondFactorCodeSchema } from '@pageant/common/content/admin-accounts';
import { MY_ACCOUNT_MSG } from '@pageant/common/content/admin-sessions';
import { MSG } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { confirmTotp, removeTotp, renewRecoveryCodes, startTotp } from './account-api';
import { buttonDanger, buttonPrimary, buttonQuiet } from './account-ui';
import { RecoveryCodes } from './recovery-codes';

interface Props {
  on: boolean;
  recoveryCodesLeft: number;
  onChanged: (message: string) => Promise<void>;
  onError: (message: string) => void;
}

type Setup = { secret: string; qrSvg: string };
/** What a code typed here is for, once the app is on. */
type CodeUse = 'remove' | 'renew';

/** The one check of a typed code's shape, the server's own (6 digits, or a recovery code). */
const codeProblem = (code: string) => (secondFactorCodeSchema.safeParse({ code }).success ? '' : ADMIN_ACCOUNT_MSG.codeFormat);

export function AuthenticatorPanel({ on, recoveryCodesLeft, onChanged, onError }: Props) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [use, setUse] = useState<CodeUse | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (err) {
      onError(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  const begin = () =>
    run(async () => {
      const s = await startTotp();
      setSetup({ secret: s.secret, qrSvg: s.qrSvg });
      setCode('');
      setCodeError('');
    });

  function submitCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem || busy) return;
    void run(async () => {
      if (setup) {
        const res = await confirmTotp(code.trim());
        setSetup(null);
        setCodes(res.recoveryCodes);
        await onChanged(MY_ACCOUNT_MSG.totpOn);
      } else if (use === 'renew') {
        const res = await renewRecoveryCodes(code.trim());
        setCodes(res.recoveryCodes);
        await onChanged(MY_ACCOUNT_MSG.codesRenewed);
      } else if (use === 'remove') {
        const res = await removeTotp(code.trim());
        await onChanged(res.message);
      }
      setUse(null);
      setCode('');
    });
  }

  const codeForm = (label: string, submit: string, danger = false) => (
    <form onSubmit={submitCode} noValidate className="flex flex-wrap items-end gap-3">
      <FormField
        label={label}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        maxLength={11}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        className="w-full max-w-xs"
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={danger ? buttonDanger : buttonPrimary}>
        {busy && <InlineSpinner />}
        {submit}
      </button>
    </form>
  );

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-neutral-900">Authenticator app</h3>
      <p className="text-sm text-neutral-600">
        A 6-digit code from an app such as Google Authenticator, Microsoft Authenticator or 1Password, with 10 recovery codes for a lost
        phone.
      </p>
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {on ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm text-neutral-800">
            <Smartphone aria-hidden="true" className="size-5 text-plum" />
            <span>
              On. <span className="figures">{recoveryCodesLeft}</span> recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
            </span>
          </p>
          {use === null ? (
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => setUse('renew')} className={buttonQuiet}>
                New recovery codes
              </button>
              <button type="button" onClick={() => setUse('remove')} className={buttonDanger}>
                Remove the app
              </button>
            </div>
          ) : (
            <div className="space-y-2">
              {codeForm('Code from your app', use === 'remove' ? 'Remove the app' : 'Make new codes', use === 'remove')}
              <button type="button" onClick={() => setUse(null)} className="text-sm font-medium text-neutral-600 underline">
                Cancel
              </button>
            </div>
          )}
        </div>
      ) : setup ? (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          {/* The server draws the QR code (no third party sees the secret). */}
          <div
            className="size-48 rounded-md border border-neutral-200 bg-white p-2 [&>svg]:size-full"
            role="img"
            aria-label="QR code for your authenticator app"
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <div className="min-w-0 space-y-3">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-700">
              <li>Scan the code with your authenticator app, or type this key into it:</li>
            </ol>
            <p className="font-mono text-sm break-words text-neutral-900" data-testid="totp-secret">
              {setup.secret.replace(/(.{4})/gu, '$1 ').trim()}
            </p>
            <ol start={2} className="list-decimal pl-5 text-sm text-neutral-700">
              <li>Enter the 6-digit code it shows.</li>
            </ol>
            {codeForm('6-digit code', 'Turn on')}
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => void begin()} disabled={busy} aria-busy={busy} className={buttonQuiet}>
          {busy ? <InlineSpinner /> : <Smartphone aria-hidden="true" className="size-4" />}
          Set up an authenticator app
        </button>
      )}
    </div>
  );
}
