import type { CsrImage } from '@pageant/common/content/home';
import { useEffect, useState } from 'react';
import { getCsrImages } from '@/api/csr';
import { getNgoCards, type NgoCard } from '@/api/ngo';

/** NGO cards and CSR slides; failures are logged only and leave their section hidden (SPEC §8). */
export function useCharityContent() {
  const [cards, setCards] = useState<NgoCard[]>([]);
  const [csr, setCsr] = useState<CsrImage[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const ctrl = new AbortController();
    const cardsLoad = getNgoCards(ctrl.signal)
      .then((list) => !ctrl.signal.aborted && setCards(Array.isArray(list) ? list : []))
      .catch((err) => !ctrl.signal.aborted && console.error('Failed to load NGO content', err));
    const csrLoad = getCsrImages(ctrl.signal)
      .then((res) => !ctrl.signal.aborted && setCsr(res.data ?? []))
      .catch((err) => !ctrl.signal.aborted && console.error('Failed to load CSR images', err));
    Promise.allSettled([cardsLoad, csrLoad]).then(() => !ctrl.signal.aborted && setLoading(false));
    return () => ctrl.abort();
  }, []);

  return { cards, csr, loading };
}
