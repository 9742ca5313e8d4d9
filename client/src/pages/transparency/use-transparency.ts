import { useCallback, useEffect, useState } from 'react';
import { TRANSPARENCY_PATH, type Transparency } from '@pageant/common/content/transparency';
import { errorMessage } from '@/api/http';
import { getTransparency } from '@/api/transparency';
import { useSsrData } from '@/ssr/ssr-data';

export const TRANSPARENCY_FAILED = 'The figures could not be loaded. Please try again.';

/**
 * The published figures. After a full page load they come with the page (rendered on the server),
 * so the first render shows them and nothing is fetched again; after a client navigation they are fetched.
 */
export function useTransparency() {
  const fromServer = useSsrData<Transparency>(TRANSPARENCY_PATH);
  const [data, setData] = useState<Transparency | null>(fromServer ?? null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(fromServer ? 0 : 1);

  useEffect(() => {
    if (version === 0) return;
    const ctrl = new AbortController();
    setError(null);
    getTransparency(ctrl.signal)
      .then((res) => !ctrl.signal.aborted && setData(res))
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to load the transparency figures', err);
        setError(errorMessage(err, TRANSPARENCY_FAILED));
      });
    return () => ctrl.abort();
  }, [version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, retry };
}
