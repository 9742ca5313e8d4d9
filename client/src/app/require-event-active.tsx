import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useEventActive } from '@/stores/event-status';

/** SPEC §4: contestant pages render nothing while the status loads, then the page if the event is active, else go home. */
export function RequireEventActive({ children }: { children: ReactNode }) {
  const { loading, isActive } = useEventActive();
  if (loading) return null;
  return isActive ? children : <Navigate to="/" replace />;
}
