import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireEventActive } from '@/app/require-event-active';
import { useEventStatus } from '@/stores/event-status';

const initialStatus = useEventStatus.getState();

function renderAt(path: string) {
  const guarded = (
    <RequireEventActive>
      <h1>Contestants page</h1>
    </RequireEventActive>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/contestants', element: guarded },
      { path: '/contestants/vote/:id', element: guarded },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

beforeEach(() => {
  useEventStatus.setState({ ...initialStatus, isActive: false, loading: true }, true);
});

describe('RequireEventActive', () => {
  it('when the status is still loading, then it renders nothing and stays put', () => {
    const { router, container } = renderAt('/contestants');
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/contestants');
  });

  it('when the event is active, then the page renders', () => {
    useEventStatus.setState({ loading: false, isActive: true });
    renderAt('/contestants/vote/42');
    expect(screen.getByRole('heading', { name: 'Contestants page' })).toBeInTheDocument();
  });

  it('when the event is inactive, then it redirects home, replacing the history entry', () => {
    useEventStatus.setState({ loading: false, isActive: false });
    const { router } = renderAt('/contestants');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
