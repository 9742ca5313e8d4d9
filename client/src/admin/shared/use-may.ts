import { useContext } from 'react';
import { roleMay, type Capability } from '@pageant/common/content/admin-roles';
import { AdminMeContext } from '../account/admin-me';

/**
 * Issue #34: what the signed-in admin's role may use, to hide or disable what she cannot. Only a
 * convenience: the server refuses anyway. A screen rendered on its own, outside the shell that reads
 * her role, hides nothing.
 */
export function useRoleMay(): (capability: Capability) => boolean {
  const state = useContext(AdminMeContext);
  return (capability) => (state ? roleMay(state.me.role, capability) : true);
}

export const useMay = (capability: Capability): boolean => useRoleMay()(capability);
