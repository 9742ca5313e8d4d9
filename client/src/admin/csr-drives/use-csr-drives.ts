import type { CsrStandingRow, CsrTargets } from '@pageant/common/content/csr-drive';
import { getCsrStandings, getCsrTargets } from '@/api/csr-drive';
import { useAdminResource } from '@/admin/shared/use-admin-resource';

export const CSR_FETCH_FAILED = 'The charity drives could not be loaded.';

export interface CsrDrives {
  rows: CsrStandingRow[];
  targets: CsrTargets | null;
}

const EMPTY: CsrDrives = { rows: [], targets: null };

// Module level: useAdminResource reloads whenever its fetcher changes identity.
const loadDrives = async (signal?: AbortSignal): Promise<CsrDrives> => {
  const [standings, targets] = await Promise.all([getCsrStandings(signal), getCsrTargets(signal)]);
  return { rows: Array.isArray(standings?.rows) ? standings.rows : [], targets: targets ?? null };
};

/** The standings and the targets they were measured against, read together so the form and the table agree. */
export function useCsrDrives() {
  return useAdminResource(loadDrives, CSR_FETCH_FAILED, { initial: EMPTY, logMessage: 'Failed to fetch the charity drives' });
}
