import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';

const { default: MeSignInPage } = await import('@/pages/me-signin/me-signin-page');
const { default: MeLoginPage } = await import('@/pages/me-login/me-login-page');

const TOKEN = 'Zk3tq0m1pVYb4-8Qj2gT0xw_ELvGkq5cN9rS7uHdA1o';

async function renderAt(entry: string) {
  const { router } = renderRoutes(
    [
      { path: '/me', element: <h1>Her cockpit</h1> },
      { path: '/me/signin', element: <MeSignInPage /> },
      {
        path: '/me/login',
        element: <MeLoginPage />,
      },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
  return router;
}

async function ask(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
  });
}

describe('/me/signin', () => {
  it('when she sends her address, then the server is asked once and its sentence is shown', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/api/contestant/login-link' ? { status: 202, body: { success: true, message: COCKPIT_MSG.linkSent } } : undefined,
    );
    await renderAt('/me/signin');
    await ask('  asha@example.org ');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'asha@example.org' } });
    expect(screen.getByRole('status')).toHaveTextContent(COCKPIT_MSG.linkSent);
  });

  it('when the address is not one, then the shared message shows and nothing is sent', async () => {
    const { calls } = mockFetch(() => undefined);
    await renderAt('/me/signin');
    await ask('asha-at-example');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(COCKPIT_MSG.emailInvalid);
  });

  it('when the server says too many links, then its sentence shows and the form stays', async () => {
    mockFetch(() => ({ status: 429, body: { success: false, message: COCKPIT_MSG.tooManyLinks, code: 'RATE_LIMITED' } }));
    await renderAt('/me/signin');
    await ask('asha@example.org');
    expect(screen.getByRole('alert')).toHaveTextContent(COCKPIT_MSG.tooManyLinks);
    expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeEnabled();
  });
});

describe('/me/login', () => {
  it('when the mailed link opens, then its token is posted exactly once and she lands on /me', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/api/contestant/session' ? { body: { success: true, redirect: '/me' } } : undefined,
    );
    const router = await renderAt(`/me/login?token=${TOKEN}`);
    await act(async () => {});
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/contestant/session', body: { token: TOKEN } });
    expect(router.state.location.pathname).toBe('/me');
  });

  it('when the link was used, then the reason shows with a way to a new link', async () => {
    mockFetch(() => ({ status: 410, body: { success: false, message: COCKPIT_MSG.tokenUsed, code: 'TOKEN_USED' } }));
    const router = await renderAt(`/me/login?token=${TOKEN}`);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(COCKPIT_MSG.tokenUsed);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Send me a new link' }));
    });
    expect(router.state.location.pathname).toBe('/me/signin');
  });

  it('when the link has no token, then it says so without asking the server', async () => {
    const { calls } = mockFetch(() => undefined);
    await renderAt('/me/login');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(COCKPIT_MSG.tokenInvalid);
  });
});
