import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Navbar } from '@/app/navbar';
import { useEventStatus } from '@/stores/event-status';

const initialStatus = useEventStatus.getState();

function renderNavbar(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Navbar />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, unmount };
}

beforeEach(() => {
  useEventStatus.setState({ ...initialStatus, isActive: false, loading: false }, true);
  document.body.style.overflow = '';
});

describe('Navbar links', () => {
  it('when the event is inactive, then the Contestants link is hidden', () => {
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Contestants' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Competition' })).toHaveAttribute('href', '/competitions');
  });

  it('when the event is active, then the Contestants link is shown', () => {
    useEventStatus.setState({ isActive: true });
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Contestants' })).toHaveAttribute('href', '/contestants');
  });

  it('when the event switches on while the page is open, then the link appears live', () => {
    renderNavbar();
    act(() => useEventStatus.getState().setActive(true));
    expect(screen.getByRole('link', { name: 'Contestants' })).toBeInTheDocument();
  });

  it('lists the SPEC links in order and marks the current page', () => {
    renderNavbar('/awards');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Register with us', 'Competition', 'Behind the Scene', 'Asia Excellence Award', 'About Us']);
    expect(screen.getByRole('link', { name: 'Asia Excellence Award' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links the three social profiles in new tabs', () => {
    renderNavbar();
    for (const platform of ['Instagram', 'Facebook', 'YouTube']) {
      const link = screen.getByRole('link', { name: new RegExp(`on ${platform}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});

describe('Mobile menu', () => {
  it('when opened, then page scrolling is locked, and closing unlocks it', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'primary-menu');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('when Escape is pressed, then the menu closes and focus returns to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('when a link is followed, then the menu closes', async () => {
    const user = userEvent.setup();
    const { router } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(router.state.location.pathname).toBe('/aboutus');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('when the navbar unmounts while open, then scrolling is restored', async () => {
    const user = userEvent.setup();
    const { unmount } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
