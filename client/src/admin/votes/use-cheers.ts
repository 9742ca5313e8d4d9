import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminCheer, AdminCheersPage } from '@pageant/common/content/cheers-admin';
import { fetchAdminCheers, setCheerHidden } from '@/api/admin-cheers';
import { errorMessage } from '@/api/http';
import { notify } from '@/lib/notify';

export const CHEERS_FETCH_FAILED = 'Failed to fetch cheers';
export const CHEER_SAVE_FAILED = 'Could not change the cheer. Please try again.';

/** One page of cheers; toggle() hides or shows one and puts the server's answer in its place. */
export function useCheers() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AdminCheersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const ctrlRef = useRef<AbortController | null>(null);

  const load = useCallback(async (p: number) => {
    ctrlRef.current?.abort();
    const ctrl = new AbortController();
    ctrlRef.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      const res = await fetchAdminCheers(p, ctrl.signal);
      if (!ctrl.signal.aborted) setData({ ...res, cheers: Array.isArray(res?.cheers) ? res.cheers : [] });
    } catch (err) {
      if (ctrl.signal.aborted) return;
      console.error('Failed to fetch cheers', err);
      setError(errorMessage(err, CHEERS_FETCH_FAILED));
    } finally {
      if (!ctrl.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);
  useEffect(() => () => ctrlRef.current?.abort(), []);

  const pageRef = useRef(page);
  pageRef.current = page;
  const reload = useCallback(() => void load(pageRef.current), [load]);

  async function toggle(cheer: AdminCheer) {
    setSaving(cheer.id);
    try {
      const res = await setCheerHidden(cheer.id, !cheer.hidden);
      setData((d) => d && { ...d, cheers: d.cheers.map((c) => (c.id === res.cheer.id ? res.cheer : c)) });
      notify.success(res.message);
    } catch (err) {
      notify.error(errorMessage(err, CHEER_SAVE_FAILED));
    } finally {
      setSaving(null);
    }
  }

  return { data, loading, error, page, setPage, reload, toggle, saving };
}
