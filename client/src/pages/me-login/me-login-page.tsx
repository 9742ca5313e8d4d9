import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { startContestantSession } from '@/api/contestant-auth';
import { errorMessage } from '@/api/http';
import { ButtonLink } from '@/components/button';
import { MeAuthFrame } from '@/components/me-auth-frame';
import { Spinner } from '@/components/spinner';

const SIGN_IN = '/me/signin';

/**
 * /me/login?token=…: the mailed link lands here and the page posts the token. A GET never uses it
 * up, because mail scanners open links before she does.
 */
export default function MeLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState('');
  // A token works once: the effect running again (development's double effect, a new navigate) must not post it twice.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    if (!token) return setError(COCKPIT_MSG.tokenInvalid);
    startContestantSession(token).then(
      (res) => navigate(res.redirect || '/me', { replace: true }),
      (err: unknown) => setError(errorMessage(err, COCKPIT_MSG.tokenInvalid)),
    );
  }, [token, navigate]);

  return (
    <MeAuthFrame title={error ? 'This link cannot sign you in' : 'Signing you in…'}>
      {error ? (
        <div className="space-y-5">
          <p role="alert" className="text-base text-ink">
            {error}
          </p>
          <ButtonLink to={SIGN_IN} variant="gold" size="lg" className="w-full sm:w-auto">
            <LinkIcon aria-hidden="true" className="size-5" />
            Send me a new link
          </ButtonLink>
        </div>
      ) : (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Signing you in" />
        </div>
      )}
    </MeAuthFrame>
  );
}
