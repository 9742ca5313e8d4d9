import { act, fireEvent, screen } from '@testing-library/react';
import { postPaymentForm, startEachPaymentTestClean } from '../gateway-stub';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { fillRegistrationForm } from '../registration-form';
import { ConfirmProbe } from '../confirm-probe';
import { TOKEN, registrationReceipt } from '../fixtures/registration-receipt';

const { default: RegistrationPage } = await import('@/pages/registration/registration-page');
const { default: SuccessPage } = await import('@/pages/success/success-page');
const { default: FailurePage } = await import('@/pages/failure/failure-page');

async function renderAt(entry: string) {
  const { router } = renderRoutes(
    [
      { path: '/registration', element: <RegistrationPage /> },
      { path: '/success', element: <SuccessPage /> },
      { path: '/failure', element: <FailurePage /> },
      { path: '/confirmdetail', element: <ConfirmProbe /> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
  return router;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
  });
}

startEachPaymentTestClean();

describe('Registration page', () => {
  it('keeps Pay Now disabled until the terms box is ticked and links the terms and FAQ', async () => {
    mockFetch(() => undefined);
    await renderAt('/registration');
    const pay = screen.getByRole('button', { name: /Pay Now/ });
    expect(pay).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(pay).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/termsandconditions');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('Must be at least 18')).toBeInTheDocument();
    expect(screen.getByTestId('registration-fee')).toHaveTextContent('₹2,000');
    expect(screen.getByLabelText('Contact number country code')).toHaveValue('IN');
  });

  it.each([
    ['an empty contact number shows the required message and nothing is sent', '', 'Contact number is required.'],
    ['a 9-digit contact number shows the invalid message', '987654321', 'Invalid contact number. Please enter a valid phone number.'],
  ])('%s', async (_name, contact, message) => {
    const { calls } = mockFetch(() => undefined);
    await renderAt('/registration');
    fillRegistrationForm(contact);
    await submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    // Only the price tables (issue #17) and the season's calendar (issue #32) are read; nothing is sent.
    expect(calls.filter((c) => c.path !== '/api/pricing' && c.path !== '/api/season')).toHaveLength(0);
  });

  it('a valid submit posts digits with the country code, saves the data and posts the gateway form', async () => {
    const payuData = { key: 'k', txnid: 't1', amount: '2000.00', hash: 'h' };
    const { calls } = mockFetch(({ path }) =>
      path === '/api/payment/registration' ? { body: { payuUrl: 'https://pay.example/_payment', payuData } } : undefined,
    );
    await renderAt('/registration');
    fillRegistrationForm('98765 43210');
    fireEvent.change(screen.getByLabelText('Contact number country code'), { target: { value: 'AE' } });
    await submit();
    const call = calls.find((c) => c.path === '/api/payment/registration');
    expect(call?.method).toBe('POST');
    const sent = call?.body;
    expect(sent).toMatchObject({
      fullName: 'Asha Rao',
      age: 24,
      email: 'asha@example.com',
      education: 'B.Com',
      category: 'Miss',
      contactNumber: '9719876543210',
      whatsappNumber: '9876543210',
      agreeToTerms: true,
    });
    expect(JSON.parse(sessionStorage.getItem('registrationData') ?? 'null')).toMatchObject({
      fullName: 'Asha Rao',
      contactNumber: '9719876543210',
    });
    expect(postPaymentForm).toHaveBeenCalledWith('https://pay.example/_payment', payuData);
  });

  it('a 409 for an existing email shows the already-registered message', async () => {
    mockFetch(({ path }) =>
      path === '/api/payment/registration' ? { status: 409, body: { message: 'This email is already registered.' } } : undefined,
    );
    await renderAt('/registration');
    fillRegistrationForm();
    await submit();
    expect(screen.getAllByText('This email is already registered. Please use a different email.').length).toBeGreaterThanOrEqual(2);
    expect(postPaymentForm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
  });

  it('another failure with no server text shows the fallback', async () => {
    mockFetch(({ path }) => (path === '/api/payment/registration' ? { status: 500, body: {} } : undefined));
    await renderAt('/registration');
    fillRegistrationForm();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment initiation failed. Try again.');
  });
});

describe('a paid contestant coming back to /registration', () => {
  it('with her token in the address, goes on to her details step instead of an empty form', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/api/payment/registration-receipt' ? { body: registrationReceipt({ detailsSubmitted: true }) } : undefined,
    );
    const router = await renderAt(`/registration?id=${TOKEN}`);
    expect(calls.find((c) => c.path === '/api/payment/registration-receipt')?.query.get('id')).toBe(TOKEN);
    expect(router.state.location.pathname).toBe('/confirmdetail');
    expect(screen.getByTestId('confirm-search')).toHaveTextContent(`?id=${TOKEN}`);
  });

  it("with this tab's memory of a paid registration whose details are missing, goes on to the details step", async () => {
    sessionStorage.setItem('paidRegistrationToken', TOKEN);
    mockFetch(({ path }) => (path === '/api/payment/registration-receipt' ? { body: registrationReceipt() } : undefined));
    const router = await renderAt('/registration');
    expect(router.state.location.pathname).toBe('/confirmdetail');
    expect(screen.getByTestId('confirm-search')).toHaveTextContent(`?id=${TOKEN}`);
  });

  it("once her details are in, the tab's memory is dropped and the form shows (she may register someone else)", async () => {
    sessionStorage.setItem('paidRegistrationToken', TOKEN);
    mockFetch(({ path }) =>
      path === '/api/payment/registration-receipt' ? { body: registrationReceipt({ detailsSubmitted: true }) } : undefined,
    );
    const router = await renderAt('/registration');
    expect(router.state.location.pathname).toBe('/registration');
    expect(screen.getByRole('form', { name: 'Registration form' })).toBeInTheDocument();
    expect(sessionStorage.getItem('paidRegistrationToken')).toBeNull();
  });

  it('an unknown or unpaid token leaves the form in place', async () => {
    mockFetch(() => undefined);
    const router = await renderAt(`/registration?id=${TOKEN}`);
    expect(router.state.location.pathname).toBe('/registration');
    expect(screen.getByRole('form', { name: 'Registration form' })).toBeInTheDocument();
  });

  it('the already-registered message says where a paid contestant continues', async () => {
    mockFetch(({ path }) =>
      path === '/api/payment/registration' ? { status: 409, body: { message: 'This email is already registered.' } } : undefined,
    );
    await renderAt('/registration');
    fillRegistrationForm();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/Open the link in your confirmation e-mail/);
  });
});

describe('/failure', () => {
  it('shows the heading, text, retry link and the toast', async () => {
    await renderAt('/failure');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unfortunately, your transaction could not be processed at this time. Please try again or contact support if the issue persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry Registration' })).toHaveAttribute('href', '/registration');
    expect(await screen.findByText('Payment Failed. Please try again.')).toBeInTheDocument();
  });
});
