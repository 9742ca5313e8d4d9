import type { CsrImage } from '@pageant/common/content/home';
import { useEffect, useState } from 'react';
import { getCsrImages } from '@/api/csr';
import { getNgoCards, type NgoCard } from '@/api/ngo';
import { useSsrData } from '@/ssr/ssr-data';
import { CSR_IMAGES_PATH, NGO_CARDS_PATH } from './first-screen';

type CsrAnswer = Awaited<ReturnType<typeof getCsrImages>>;

const cardsOf = (list: unknown): NgoCard[] => (Array.isArray(list) ? (list as NgoCard[]) : []);
const slidesOf = (res: CsrAnswer | null | undefined): CsrImage[] => res?.data ?? [];

/**
 * NGO cards and CSR slides; failures are logged only and leave their section hidden (SPEC §8).
 * After a full page load both lists come with the page (the server rendered it with them), so the
 * first render already shows them and nothing is fetched again.
 */
export function useCharityContent() {
  const ssrCards = useSsrData<NgoCard[]>(NGO_CARDS_PATH);
  const ssrCsr = useSsrData<CsrAnswer>(CSR_IMAGES_PATH);
  // Both or neither: a list the server could not load is fetched again, and the other with it.
  const [fromServer] = useState(ssrCards !== undefined && ssrCsr !== undefined);
  const [cards, setCards] = useState<NgoCard[]>(() => (fromServer ? cardsOf(ssrCards) : []));
  const [csr, setCsr] = useState<CsrImage[]>(() => (fromServer ? slidesOf(ssrCsr) : []));
  const [loading, setLoading] = useState(!fromServer);

  useEffect(() => {
    if (fromServer) return;
    const ctrl = new AbortController();
    const cardsLoad = getNgoCards(ctrl.signal)
      .then((list) => !ctrl.signal.aborted && setCards(cardsOf(list)))
      .catch((err) => !ctrl.signal.aborted && console.error('Failed to load NGO content', err));
    const csrLoad = getCsrImages(ctrl.signal)
      .then((res) => !ctrl.signal.aborted && setCsr(slidesOf(res)))
      .catch((err) => !ctrl.signal.aborted && console.error('Failed to load CSR images', err));
    Promise.allSettled([cardsLoad, csrLoad]).then(() => !ctrl.signal.aborted && setLoading(false));
    return () => ctrl.abort();
  }, [fromServer]);

  return { cards, csr, loading };
}
