import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAdmin, resetAdminState, type Route } from './admin-harness';

afterEach(resetAdminState);

const LABELS = [
  'Home Images',
  'Team Manage',
  'Press & Media Manage',
  'Sponser Slides',
  'CSR Slides',
  'Testimonials Slides',
  'Event On/Off',
  'Brand Caraousel For HomePage',
];

const signedIn: Route = ({ path }) => {
  if (path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
  if (path === '/api/event/status') return { body: { isActive: false } };
};

async function openDashboard() {
  mockApi(signedIn);
  const view = renderAdmin('/admin');
  await screen.findByRole('tablist', { name: 'Dashboard sections' });
  return view;
}

describe('admin dashboard tabs', () => {
  it('when opened fresh, then it lists the tabs in order and selects Home Images', async () => {
    const { router } = await openDashboard();

    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(LABELS);
    const home = screen.getByRole('tab', { name: 'Home Images' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home Images' })).toHaveAttribute('id', home.getAttribute('aria-controls'));
    expect(screen.getByText('Manage the home page banner images here.')).toBeInTheDocument();
  });

  it('when a tab is chosen, then it is stored under activeTab and restored on remount', async () => {
    const user = userEvent.setup();
    const first = await openDashboard();

    await user.click(screen.getByRole('tab', { name: 'CSR Slides' }));

    expect(localStorage.getItem('activeTab')).toBe('CSR Slides');
    expect(screen.getByRole('tabpanel', { name: 'CSR Slides' })).toBeInTheDocument();
    first.unmount();

    await openDashboard();
    expect(screen.getByRole('tab', { name: 'CSR Slides' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Home Images' })).toHaveAttribute('aria-selected', 'false');
  });

  it('when the stored tab is unknown, then it falls back to Home Images', async () => {
    localStorage.setItem('activeTab', 'Something removed');
    await openDashboard();

    expect(screen.getByRole('tab', { name: 'Home Images' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when arrow keys are pressed on the tabs, then selection and focus move and wrap', async () => {
    const user = userEvent.setup();
    await openDashboard();

    await user.click(screen.getByRole('tab', { name: 'Home Images' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team Manage' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Team Manage' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Brand Caraousel For HomePage' })).toHaveFocus();
    expect(localStorage.getItem('activeTab')).toBe('Brand Caraousel For HomePage');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Home Images' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Team Manage' })).toHaveAttribute('tabindex', '-1');
  });
});
