import { useId, useRef, useState, type FormEvent } from 'react';
import { MailCheck, Send } from 'lucide-react';
import { MSG } from '@pageant/common';
import { loginLinkSchema } from '@pageant/common/content/cockpit';
import { requestLoginLink } from '@/api/contestant-auth';
import { errorMessage } from '@/api/http';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { MeAuthFrame } from '@/components/me-auth-frame';
import { InlineSpinner } from '@/components/spinner';

/**
 * /me/signin: she types the address she registered with and gets a single-use link by mail. The
 * answer is the same whether or not the address is known, so the page only ever says "on its way".
 */
export default function MeSignInPage() {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const input = useRef<HTMLFormElement>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // The server's own rule, checked here first so a typo is shown without a round trip.
    const parsed = loginLinkSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MSG.somethingWentWrong);
    setError('');
    setBusy(true);
    try {
      setSent((await requestLoginLink(parsed.data.email)).message);
    } catch (err) {
      setError(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  function another() {
    setSent('');
    // After the form is back, the field is where her keyboard continues.
    requestAnimationFrame(() => input.current?.querySelector('input')?.focus());
  }

  return (
    <MeAuthFrame title="Sign in to your campaign">
      {sent ? (
        <div role="status" className="space-y-4">
          <MailCheck aria-hidden="true" className="size-10 text-gold-deep" />
          <p className="text-base text-ink">{sent}</p>
          <p className="text-sm text-muted">Check your inbox, and the spam folder too. The link opens your campaign page on this device.</p>
          <Button variant="outline-dark" onClick={another} className="w-full sm:w-auto">
            Use another address
          </Button>
        </div>
      ) : (
        <form ref={input} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
          <p className="text-sm text-muted">
            Enter the e-mail address you registered with. We send you a link that signs you in, no password needed.
          </p>
          <FormField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={254}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-5 [&_input]:min-h-11 [&_input]:text-base"
          />
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-red-700">
            {error}
          </p>
          <Button type="submit" variant="gold" size="lg" className="mt-3 w-full" disabled={busy} aria-busy={busy}>
            {busy ? <InlineSpinner className="size-5" /> : <Send aria-hidden="true" className="size-5" />}
            Send me a sign-in link
          </Button>
        </form>
      )}
    </MeAuthFrame>
  );
}
