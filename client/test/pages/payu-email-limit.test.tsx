import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { PAYU_MSG } from '@pageant/common/payu-fields';
import { ListCarousel } from '../list-carousel';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';

/**
 * Issue #26, item 12: PayU takes an e-mail of at most 50 characters. Where a payer types her address
 * for a rupee payment, the form says so as she types (the rule from common, as the server applies it)
 * and sends nothing PayU would refuse.
 */

const postPaymentForm = jest.fn();
const goToCheckout = jest.fn();
jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm, goToCheckout }));
jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));
const { default: RegistrationPage } = await import('@/pages/registration/registration-page');
const { default: CharitableAlliancePage } = await import('@/pages/charitable-alliance/charitable-alliance-page');
const { VoteModal } = await import('@/components/voting/vote-modal');

const LONG = `${'a'.repeat(39)}@example.com`; // 51 characters
const FITS = `${'a'.repeat(38)}@example.com`; // 50

afterEach(() => {
  act(() => toast.remove());
});

describe("PayU's e-mail limit in the payment forms", () => {
  it('registration: a 51-character e-mail shows the limit while typing, before any submit; 50 clears it', async () => {
    mockFetch(() => undefined);
    renderRoutes([{ path: '/registration', element: <RegistrationPage /> }], { initialEntries: ['/registration'] });
    await act(async () => {});

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: LONG } });
    expect(screen.getByText(PAYU_MSG.emailTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: FITS } });
    expect(screen.queryByText(PAYU_MSG.emailTooLong)).not.toBeInTheDocument();
  });

  it('donation: a 51-character e-mail shows the limit, the Donate button is off and nothing is sent', async () => {
    const { calls } = mockFetch(({ path }) => {
      if (path === '/api/ngo-content') return { body: [] };
      if (path === '/api/csr/fetch') return { body: { success: true, data: [] } };
      return undefined;
    });
    renderRoutes([{ path: '/charitablealliance', element: <CharitableAlliancePage /> }], { initialEntries: ['/charitablealliance'] });
    await act(async () => {});

    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: LONG } });

    expect(screen.getByText(PAYU_MSG.emailTooLong)).toBeInTheDocument();
    const donate = screen.getByRole('button', { name: /^Donate/ });
    expect(donate).toBeDisabled();
    await act(async () => {
      fireEvent.submit(donate.closest('form')!);
    });
    expect(calls.some((c) => c.path === '/api/donation/initiate')).toBe(false);
  });

  it('vote: a 51-character e-mail shows the limit and the Pay button is off', async () => {
    mockFetch(() => undefined);
    render(
      <VoteModal
        open
        candidate={{ _id: '0b5f7c1e-1d2a-4c59-9a57-2f0c1e3d4b5a', name: 'Ananya Sharma', imageUrl: '' }}
        onClose={() => {}}
      />,
    );
    await act(async () => {});

    fireEvent.change(screen.getByLabelText(/^E-mail for your receipt/), { target: { value: LONG } });

    expect(screen.getByText(PAYU_MSG.emailTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^E-mail for your receipt/), { target: { value: FITS } });
    expect(screen.queryByText(PAYU_MSG.emailTooLong)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });
});
