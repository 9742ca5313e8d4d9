import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SEASON_MSG, type Season } from '@pageant/common/content/season-rules';
import { INR_PRICES } from '@pageant/common/content/pricing';
import { RenderFailureProvider, SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { firstScreen } from '@/pages/registration/first-screen';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { serverHtml } from '../server-html';

const { default: RegistrationPage } = await import('@/pages/registration/registration-page');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 10 Dec 2026, 12:00 IST.
const NOON = Date.parse('2026-12-10T06:30:00Z');

const season = (registration: Season['registration']): Season => ({
  finale: { at: '2027-02-12T13:30:00.000Z', venue: 'Mumbai' },
  registration,
  auditions: [],
});
const answers = (s: Season): SsrData => ({ '/pricing': { INR: INR_PRICES }, '/season': s });

function Page({ data, server = false }: { data: SsrData; server?: boolean }) {
  const router = createMemoryRouter([{ path: '/registration', element: <RegistrationPage /> }], { initialEntries: ['/registration'] });
  const page = (
    <SsrDataProvider value={data}>
      <RouterProvider router={router} />
    </SsrDataProvider>
  );
  return <StrictMode>{server ? <RenderFailureProvider value={() => {}}>{page}</RenderFailureProvider> : page}</StrictMode>;
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const payButton = (doc: ParentNode) => [...doc.querySelectorAll('button')].find((b) => /Pay Now/.test(b.textContent ?? ''));

let now: ReturnType<typeof jest.spyOn>;
let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  now = jest.spyOn(Date, 'now').mockReturnValue(NOON);
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  now.mockRestore();
  consoleError.mockRestore();
});

describe('Registration page and the season calendar', () => {
  // First: the calendar is read once per visit (useSeason), and the hydration tests below hand it theirs.
  it('when she reaches the page by navigation and registration has closed, then the closing message replaces the Pay button', async () => {
    const closesAt = new Date(NOON - DAY).toISOString();
    mockFetch((call) => (call.path === '/api/season' ? { body: season({ opensAt: null, closesAt }) } : undefined));
    renderRoutes([{ path: '/registration', element: <RegistrationPage /> }], { initialEntries: ['/registration'] });
    await act(async () => {});
    expect(await screen.findByTestId('registration-window')).toHaveTextContent(SEASON_MSG.registrationClosed(closesAt));
    expect(screen.queryByRole('button', { name: /Pay Now/ })).toBeNull();
  });

  it('asks the server for the season with the prices', () => {
    expect(firstScreen({ params: {}, search: new URLSearchParams() }).sort()).toEqual(['/pricing', '/season']);
  });

  it('when registration has closed, then the first HTML says so where the Pay button would be, and has no Pay button', async () => {
    const closesAt = new Date(NOON - DAY).toISOString();
    const doc = parse(await serverHtml(<Page data={answers(season({ opensAt: null, closesAt }))} server />));
    expect(doc.querySelector('[data-testid="registration-window"]')?.textContent).toBe(SEASON_MSG.registrationClosed(closesAt));
    expect(payButton(doc)).toBeUndefined();
    // Nothing to pay for: no fee, no currency choice above the sentence.
    expect(doc.querySelector('[data-testid="registration-fee"]')).toBeNull();
    expect(doc.body.textContent).not.toContain('Pay the fee in');
  });

  it('when registration has not opened, then the first HTML gives the opening date and has no Pay button', async () => {
    const opensAt = new Date(NOON + 3 * DAY).toISOString();
    const doc = parse(await serverHtml(<Page data={answers(season({ opensAt, closesAt: null }))} server />));
    expect(doc.querySelector('[data-testid="registration-window"]')?.textContent).toBe(SEASON_MSG.registrationNotOpen(opensAt));
    expect(payButton(doc)).toBeUndefined();
  });

  it('when registration is open with a deadline, then the first HTML has the deadline and the days left above the Pay button', async () => {
    const closesAt = '2026-12-20T18:29:00.000Z';
    const doc = parse(await serverHtml(<Page data={answers(season({ opensAt: null, closesAt }))} server />));
    const left = doc.querySelector('[data-testid="registration-closes-in"]');
    expect(left?.textContent).toBe(SEASON_MSG.registrationClosesIn(closesAt, NOON));
    expect(left?.textContent).toBe('Registration closes in 10 days, on 20 Dec 2026.');
    const pay = payButton(doc);
    expect(pay).toBeDefined();
    expect(left!.compareDocumentPosition(pay!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(doc.querySelector('[data-testid="registration-deadline"]')?.textContent).toContain('20 Dec 2026, 11:59 pm IST');
  });

  it('when the browser hydrates a day after the server rendered, then React reports no mismatch and the sentence then follows the browser clock', async () => {
    const closesAt = '2026-12-20T18:29:00.000Z';
    const data = answers(season({ opensAt: null, closesAt }));
    const { calls } = mockFetch(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page data={data} server />);
    document.body.append(container);
    now.mockReturnValue(NOON + DAY + HOUR);
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page data={data} />, { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/season')).toEqual([]);
    expect(container.querySelector('[data-testid="registration-closes-in"]')?.textContent).toBe(
      'Registration closes in 9 days, on 20 Dec 2026.',
    );
    act(() => root?.unmount());
    container.remove();
  });
});
