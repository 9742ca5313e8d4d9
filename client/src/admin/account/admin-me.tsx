import { createContext, useContext } from 'react';
import type { AdminMe } from '@pageant/common/content/admin-accounts';

/** Who is signed in, as the shell read it, and a way to read it again (a second factor just set up). */
export interface AdminMeState {
  me: AdminMe;
  refresh: () => Promise<void>;
}

export const AdminMeContext = createContext<AdminMeState | null>(null);

export function useAdminMe(): AdminMeState {
  const state = useContext(AdminMeContext);
  if (!state) throw new Error('useAdminMe outside the admin shell');
  return state;
}

/** Where the shell leads an admin whom the owner's policy holds back. */
export const ACCOUNT_PATH = '/admin/account';
export const SECOND_FACTOR_PATH = `${ACCOUNT_PATH}#second-factor`;
