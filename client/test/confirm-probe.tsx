import { useLocation } from 'react-router-dom';

/** Stands in for the details step: shows the search and state it was sent to, for the test to read. */
export function ConfirmProbe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="confirm-search">{location.search}</p>
      <p data-testid="confirm-state">{JSON.stringify(location.state)}</p>
    </div>
  );
}
