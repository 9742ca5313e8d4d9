import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isRegistrationToken } from '@pageant/common';
import { getRegistrationReceipt } from '@/api/registration';
import { clearPaidToken, readPaidToken } from '@/lib/registration-storage';

/**
 * A contestant who has already paid must not land on an empty form (she would pay twice, or be told
 * her e-mail is taken). Her token comes from the address (`/registration?id=TOKEN`, e.g. an old link)
 * or, as a fallback, from this tab's memory of the payment. When the server confirms it is paid she
 * goes on to her details step; an explicit link always does, the tab's memory only while her details
 * are still missing (after step 2 she may well be registering someone else).
 *
 * The server renders from the address alone (it cannot see this tab's storage), so the tab's memory
 * is read after hydration: the first render is the form, or the check when the address has a token.
 */
export function usePaidReturn(): 'checking' | 'form' {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.get('id')?.trim().toLowerCase() ?? '';
  const urlToken = isRegistrationToken(fromUrl) ? fromUrl : null;
  const [sessionToken, setSessionToken] = useState<string | null>(null);
  // The token whose check ended on the form; any other token is still being checked.
  const [settled, setSettled] = useState<string | null>(null);
  const token = urlToken ?? sessionToken;

  useEffect(() => {
    if (urlToken) return;
    const remembered = readPaidToken();
    setSessionToken(isRegistrationToken(remembered) ? remembered : null);
  }, [urlToken]);

  useEffect(() => {
    if (!token) return;
    const ctrl = new AbortController();
    const fromAddress = token === urlToken;
    getRegistrationReceipt(token, ctrl.signal)
      .then((receipt) => {
        if (fromAddress || !receipt.detailsSubmitted) {
          navigate(`/confirmdetail?id=${encodeURIComponent(token)}`, { replace: true });
          return;
        }
        clearPaidToken();
        setSettled(token);
      })
      .catch(() => {
        if (ctrl.signal.aborted) return;
        if (!fromAddress) clearPaidToken();
        setSettled(token);
      });
    return () => ctrl.abort();
  }, [token, urlToken, navigate]);

  return token && settled !== token ? 'checking' : 'form';
}
