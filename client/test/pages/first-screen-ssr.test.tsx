import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
// The node build, as the server uses it (the browser build jest would pick needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FirstScreen } from '@/ssr/first-screen';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { mockFetch, type Call } from '../fetch-stub';
import { ListCarousel } from '../list-carousel';
import { hydrateHtml, removeHydrated } from '../hydrate-html';
import { ngoCard } from '../fixtures/ngo-card';
import { TOKEN, registrationReceipt } from '../fixtures/registration-receipt';
import { DEFAULT_USD_PRICES, INR_PRICES } from '@pageant/common/content/pricing';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));

const page = async (path: string) => ((await import(path)) as { default: ComponentType }).default;
const first = async (path: string) => ((await import(path)) as { firstScreen: FirstScreen }).firstScreen;

const CharityPage = await page('@/pages/charitable-alliance/charitable-alliance-page');
const PressPage = await page('@/pages/press-and-media/press-and-media-page');
const CompetitionsPage = await page('@/pages/competitions/competitions-page');
const TeamPage = await page('@/pages/behind-the-scene/behind-the-scene-page');

const mediaItem = (type: string, id: string, title: string) => ({
  _id: id,
  id,
  title,
  type,
  image: type === 'video' ? null : `/uploads/${id}.webp`,
  alt: null,
  videoUrl: type === 'video' ? 'https://www.youtube.com/watch?v=abcdefghijk' : null,
  order: 0,
});
const member = (type: string, id: string, name: string) => ({
  _id: id,
  name,
  designation: 'Founder',
  type,
  images: { main: { url: `/uploads/${id}.webp` }, knowMore: { url: null } },
});

interface DataPage {
  name: string;
  url: string;
  Page: ComponentType;
  firstScreen: FirstScreen;
  /** The API answers, keyed as firstScreen lists them. */
  data: SsrData;
  /** Text only the data can put on the page. */
  shows: string;
}

const DATA_PAGES: DataPage[] = [
  {
    name: 'charitable alliance',
    url: '/charitablealliance',
    Page: CharityPage,
    firstScreen: await first('@/pages/charitable-alliance/first-screen'),
    data: {
      '/ngo-content': [ngoCard()],
      '/csr/fetch': { success: true, data: [{ _id: 'c1', url: '/uploads/c1.webp', alt: 'Meal drive', href: '' }] },
      // Issue #17: with dollars offered, the donation box's currency choice is part of the HTML.
      '/pricing': { INR: INR_PRICES, USD: DEFAULT_USD_PRICES },
      // Issue #33: every drive's total beside the box.
      '/fundraising/total': { raised: { INR: 125_000, USD: 1_450 }, donors: 61, drives: 7 },
    },
    shows: 'Meals for Every Child',
  },
  {
    name: 'press and media',
    url: '/pressandmediacredentials',
    Page: PressPage,
    firstScreen: await first('@/pages/press-and-media/first-screen'),
    data: {
      '/media/mediaCoverage': { success: true, media: [mediaItem('mediaCoverage', 'm1', 'Mumbai Mirror crowns the season')] },
      '/media/imageGallery': { success: true, media: [mediaItem('imageGallery', 'g1', 'Sash ceremony')] },
      '/media/fashionGallery': { success: true, media: [] },
      '/media/brand': { success: true, media: [] },
      '/media/shoot': { success: true, media: [] },
      '/media/video': { success: true, media: [mediaItem('video', 'v1', 'Finale night')] },
    },
    shows: 'Mumbai Mirror crowns the season',
  },
  {
    name: 'competitions',
    url: '/competitions',
    Page: CompetitionsPage,
    firstScreen: await first('@/pages/competitions/first-screen'),
    data: {
      '/competition-page': {
        success: true,
        data: {
          header: { title: 'Season 10 Grand Finale', hostCountry: 'India', venue: 'Grand Hyatt, Mumbai' },
          aboutVenue: 'A ballroom for eight hundred guests.',
          sections: [{ _id: 's1', type: 'content', order: 0, title: 'The Journey', text: 'Three days of grooming.' }],
        },
      },
      // Issue #32: the header states the finale from the season calendar.
      '/season': {
        finale: { at: '2099-02-12T13:30:00.000Z', venue: 'Jio World Centre, Mumbai' },
        registration: { opensAt: null, closesAt: null },
        auditions: [],
      },
    },
    shows: 'Season 10 Grand Finale',
  },
  {
    name: 'behind the scene',
    url: '/behindthescene',
    Page: TeamPage,
    firstScreen: await first('@/pages/behind-the-scene/first-screen'),
    data: {
      '/team/leaders': { success: true, members: [member('leaders', 'l1', 'Meera Kapoor')] },
      '/team/directors': { success: true, members: [member('directors', 'd1', 'Kavita Desai')] },
      '/team/coreteam': { success: true, members: [] },
    },
    shows: 'Meera Kapoor',
  },
];

/** The page as the app mounts it; the server and the browser build the same tree. */
function tree(url: string, Page: ComponentType, data: SsrData = {}) {
  const path = new URL(url, 'http://localhost').pathname;
  return (
    <SsrDataProvider value={data}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SsrDataProvider>
  );
}

const requested = (calls: Call[]) => calls.map((c) => `${c.path}${c.query.toString() ? `?${c.query}` : ''}`).sort();

/**
 * Renders the server's HTML with what the server knows (no storage: `beforeHydrate` fills this tab's
 * storage only afterwards), hydrates it as the browser does, and returns the mismatches React reports.
 */
async function serverThenHydrate(url: string, Page: ComponentType, data: SsrData = {}, beforeHydrate?: () => void) {
  const html = renderToString(tree(url, Page, data));
  beforeHydrate?.();
  // jsdom's video.muted does not follow the parsed `muted` attribute as browsers do (the hero video), so that one is not ours.
  const mismatches = await hydrateHtml(html, tree(url, Page, data), /\bmuted=/);
  return { html, mismatches };
}

beforeEach(() => {
  sessionStorage.clear();
  // The hero video's autoplay is not implemented in jsdom.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  removeHydrated();
  cleanup();
  jest.restoreAllMocks();
});

describe.each(DATA_PAGES)('$name first screen', ({ url, Page, firstScreen, data, shows }) => {
  it('lists exactly the API paths its hooks request when they load on their own', async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    await serverThenHydrate(url, Page);
    const paths = firstScreen({ params: {}, search: new URLSearchParams() });
    expect(requested(calls)).toEqual(paths.map((p) => `/api${p}`).sort());
    expect(Object.keys(data).sort()).toEqual([...paths].sort());
  });

  it("renders the server's answers into the HTML, hydrates without a mismatch and fetches nothing", async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const { html, mismatches } = await serverThenHydrate(url, Page, data);
    expect(html).toContain(shows);
    expect(mismatches).toEqual([]);
    expect(screen.getAllByText(shows)[0]).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('without the answers (a later navigation), loads them as before', async () => {
    const { calls } = mockFetch(({ path }) => {
      const answer = data[path.replace(/^\/api/, '')];
      return answer === undefined ? undefined : { body: answer };
    });
    const { html } = await serverThenHydrate(url, Page);
    expect(html).not.toContain(shows);
    expect(await screen.findAllByText(shows)).not.toHaveLength(0);
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('a competition page the admin has not published', () => {
  it('hydrates straight into the fallback when the server passes its empty answer on', async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const { html, mismatches } = await serverThenHydrate('/competitions', CompetitionsPage, { '/competition-page': null, '/season': null });
    expect(html).toContain('will be announced soon');
    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
  });
});

interface VisitorPage {
  name: string;
  url: string;
  page: string;
  /** What this tab holds that the server cannot see. */
  storage?: Record<string, string>;
  /** The h1 the server's HTML must already carry. */
  h1: RegExp;
}

const VISITOR_PAGES: VisitorPage[] = [
  {
    name: 'registration, with a paid token in this tab',
    url: '/registration',
    page: 'registration/registration-page',
    storage: { paidRegistrationToken: TOKEN },
    h1: /Register with us/,
  },
  { name: 'success, token in the address', url: `/success?id=${TOKEN}`, page: 'success/success-page', h1: /Confirming your payment/ },
  {
    name: 'success, token only in this tab',
    url: '/success',
    page: 'success/success-page',
    storage: { paidRegistrationToken: TOKEN, registrationData: '{"fullName":"Asha Rao"}' },
    h1: /Confirming your payment/,
  },
  { name: 'failure', url: '/failure', page: 'failure/failure-page', h1: /Payment Failed/ },
  { name: 'details without an id', url: '/confirmdetail', page: 'confirm-detail/confirm-detail-page', h1: /Complete your profile/ },
  {
    name: 'details with an id',
    url: `/confirmdetail?id=${TOKEN}`,
    page: 'confirm-detail/confirm-detail-page',
    h1: /Complete your profile/,
  },
  {
    name: 'charity, back from the gateway with a remembered gift',
    url: '/charitablealliance?donation=success&amount=30000',
    page: 'charitable-alliance/charitable-alliance-page',
    storage: { 'charity:donation-attempt': '{"amount":30000,"mode":"monthly","emailGiven":true}' },
    h1: /Beauty With Purpose/,
  },
  { name: 'FAQ', url: '/faq', page: 'faq/faq-page', h1: /Frequently Asked Questions/ },
  { name: 'awards', url: '/awards', page: 'awards/awards-page', h1: /Asia Excellence Award/ },
  { name: 'about us', url: '/aboutus', page: 'about-us/about-us-page', h1: /About Us/ },
  { name: 'privacy policy', url: '/privacypolicy', page: 'privacy-policy/privacy-policy-page', h1: /Privacy Policy/ },
  { name: 'terms', url: '/termsandconditions', page: 'terms/terms-page', h1: /Terms & Conditions/ },
  { name: 'not found', url: '/no-such-page', page: 'not-found/not-found-page', h1: /This page has left the stage/ },
];

describe.each(VISITOR_PAGES)('$name', ({ url, page: file, storage, h1 }) => {
  it('carries its h1 in the server HTML and hydrates without a mismatch, whatever this tab remembers', async () => {
    mockFetch(() => new Promise(() => {}));
    const Page = await page(`@/pages/${file}`);
    const { html, mismatches } = await serverThenHydrate(url, Page, {}, () => {
      for (const [key, value] of Object.entries(storage ?? {})) sessionStorage.setItem(key, value);
    });
    const heading =
      /<h1[^>]*>(.*?)<\/h1>/s
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&') ?? '';
    expect(heading).toMatch(h1);
    expect(mismatches).toEqual([]);
  });
});

describe('what this tab remembers still counts once the page has hydrated', () => {
  it('registration checks the remembered payment instead of showing the form', async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const Page = await page('@/pages/registration/registration-page');
    await serverThenHydrate('/registration', Page, {}, () => sessionStorage.setItem('paidRegistrationToken', TOKEN));
    // Besides the season's calendar (issue #32), which the server passes on when it renders for real.
    expect(calls.filter((c) => c.path !== '/api/season').map((c) => c.query.get('id'))).toEqual([TOKEN]);
    expect(screen.getAllByText('Checking your registration…')[0]).toBeInTheDocument();
  });

  it('success asks for the receipt of the remembered token', async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const Page = await page('@/pages/success/success-page');
    await serverThenHydrate('/success', Page, {}, () => sessionStorage.setItem('paidRegistrationToken', TOKEN));
    expect(calls.map((c) => `${c.path}?id=${c.query.get('id')}`)).toEqual([`/api/payment/registration-receipt?id=${TOKEN}`]);
  });

  it('the charity thank-you keeps its receipt promise for the gift this tab started', async () => {
    mockFetch(() => new Promise(() => {}));
    const Page = await page('@/pages/charitable-alliance/charitable-alliance-page');
    const { html } = await serverThenHydrate('/charitablealliance?donation=success&amount=30000', Page, {}, () =>
      sessionStorage.setItem('charity:donation-attempt', '{"amount":30000,"mode":"monthly","emailGiven":true}'),
    );
    expect(html).toContain('If you gave an e-mail address');
    expect(screen.getByTestId('receipt-promise')).toHaveTextContent('on its way to the e-mail address you gave');
  });
});

describe('/success?id=TOKEN, as the gateway returns the contestant', () => {
  const RECEIPT = registrationReceipt();
  const url = `/success?id=${TOKEN}`;
  const EVENT = { '/event/status': { isActive: false } };

  it('asks the server for the receipt of the token in the address, as the page itself would', async () => {
    const firstScreen = await first('@/pages/success/first-screen');
    const { calls } = mockFetch(() => new Promise(() => {}));
    await serverThenHydrate(url, await page('@/pages/success/success-page'));
    expect(requested(calls)).toEqual(firstScreen({ params: {}, search: new URLSearchParams(`id=${TOKEN}`) }).map((p) => `/api${p}`));
    expect(firstScreen({ params: {}, search: new URLSearchParams() })).toEqual([]);
  });

  it('with the receipt in the page, paints it (paid time in IST), hydrates without a mismatch and remembers the token', async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const data = { ...EVENT, [`/payment/registration-receipt?id=${TOKEN}`]: RECEIPT };
    const { html, mismatches } = await serverThenHydrate(url, await page('@/pages/success/success-page'), data);
    expect(html).toContain('Payment Successful');
    expect(html).toContain('REG1700000000ABC');
    expect(html).toContain('23 Nov 2026, 3:31 pm IST');
    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('paidRegistrationToken')).toBe(TOKEN);
  });

  it('when the server could not show it, keeps that h1 and only learns the reason in the browser', async () => {
    const { calls } = mockFetch(() => ({
      status: 404,
      body: { success: false, message: 'We could not find a paid registration for this link.' },
    }));
    const { html, mismatches } = await serverThenHydrate(url, await page('@/pages/success/success-page'), EVENT);
    expect(html).toContain('We could not show your receipt');
    expect(html).toContain('Checking this link once more');
    expect(mismatches).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not show your receipt');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a paid registration for this link.');
  });
});
