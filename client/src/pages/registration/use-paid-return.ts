import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isRegistrationToken } from '@pageant/common';
import { getRegistrationReceipt } from '@/api/registration';
import { clearPaidToken, readPaidToken } from './registration-storage';

/**
 * A contestant who has already paid must not land on an empty form (she would pay twice, or be told
 * her e-mail is taken). Her token comes from the address (`/registration?id=TOKEN`, e.g. an old link)
 * or, as a fallback, from this tab's memory of the payment. When the server confirms it is paid she
 * goes on to her details step; an explicit link always does, the tab's memory only while her details
 * are still missing (after step 2 she may well be registering someone else).
 */
export function usePaidReturn(): 'checking' | 'form' {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.get('id')?.trim().toLowerCase() ?? '';
  const urlToken = isRegistrationToken(fromUrl) ? fromUrl : null;
  const sessionToken = urlToken ? null : readPaidToken();
  const token = urlToken ?? (isRegistrationToken(sessionToken) ? sessionToken : null);
  const [state, setState] = useState<'checking' | 'form'>(token ? 'checking' : 'form');

  useEffect(() => {
    if (!token) return;
    const ctrl = new AbortController();
    getRegistrationReceipt(token, ctrl.signal)
      .then((receipt) => {
        if (urlToken || !receipt.detailsSubmitted) {
          navigate(`/confirmdetail?id=${encodeURIComponent(token)}`, { replace: true });
          return;
        }
        clearPaidToken();
        setState('form');
      })
      .catch(() => {
        if (ctrl.signal.aborted) return;
        if (!urlToken) clearPaidToken();
        setState('form');
      });
    return () => ctrl.abort();
  }, [token, urlToken, navigate]);

  return token ? state : 'form';
}
