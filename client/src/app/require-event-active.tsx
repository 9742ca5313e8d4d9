import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useEventStatus } from '@/stores/event-status';

/** SPEC §4: contestant pages render nothing while the status loads, then the page if the event is active, else go home. */
export function RequireEventActive({ children }: { children: ReactNode }) {
  const loading = useEventStatus((s) => s.loading);
  const isActive = useEventStatus((s) => s.isActive);
  if (loading) return null;
  return isActive ? children : <Navigate to="/" replace />;
}
