import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { mailsTo, waitForMail } from './pages/outbox';
import { pngFile } from './pages/png-file';
import { payRegistrationInBrowser } from './pages/sandbox-payments';

/**
 * Issue #30, end to end: a contestant paid, completed, shortlisted and put on the voting page; her
 * mail's sign-in link opens her cockpit; a supporter votes through her WhatsApp link with a cheer,
 * and her open cockpit moves without a reload.
 */

const FULL_NAME = 'Meera Cockpit Iyer';
const CHEER = 'Proud of you, Meera! All the way to Mumbai.';

interface Contestant {
  email: string;
  registrationId: string;
  candidateId: string;
}

/** Paid in a browser through the sandbox, her details and photos sent as step 2 does. */
async function paidWithDetails(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { token } = await payRegistrationInBrowser(page, {
    fullName: FULL_NAME,
    age: 24,
    email,
    education: 'B.Com',
    category: 'Miss',
    contactNumber: '9820011224',
    whatsappNumber: '9820011224',
  });
  const form = new FormData();
  const fields = {
    registrationId: token,
    address: '9 FC Road, Pune',
    height: `5'5"`,
    weight: '52 kg',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, colour] of ['#7b1fa2', '#c2185b', '#1565c0'].entries()) {
    const file = await pngFile(`p${i}.png`, colour, 600, 750);
    form.append('pictures', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  expect((await page.request.post('/api/payment/update-registration-details', { multipart: form })).ok()).toBe(true);
  await context.close();
}

/** The admin shortlists her and puts her on the voting page (the pipeline's API, as its screen calls it). */
async function onVotingPage(admin: APIRequestContext, email: string): Promise<Contestant> {
  const list = await admin.get(`/api/details/all?${new URLSearchParams({ search: email, page: '1', limit: '10' })}`);
  expect(list.ok()).toBe(true);
  const [row] = ((await list.json()) as { registrations: { id: string }[] }).registrations;
  const registrationId = row!.id;
  expect((await admin.patch(`/api/admin/registrations/${registrationId}/stage`, { data: { stage: 'shortlisted' } })).ok()).toBe(true);
  const made = await admin.post(`/api/admin/registrations/${registrationId}/candidate`, {
    data: { photoIndex: 0, city: 'Pune', bio: 'Teaches Bharatanatyam.' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const candidateId = ((await made.json()) as { candidate: { _id: string } }).candidate._id;
  return { email, registrationId, candidateId };
}

/** Her cockpit's count and the sections the spec reads. */
class Cockpit {
  constructor(readonly page: Page) {}
  count() {
    return this.page.getByTestId('vote-count');
  }
  source(src: string) {
    return this.page.getByTestId('me-sources').locator(`[data-src="${src}"]`);
  }
  cheers() {
    return this.page.getByRole('region', { name: 'Cheers' });
  }
  /** She scrolls on: the panels below her first screen are rendered as she nears them. */
  async readOn() {
    await this.page.mouse.wheel(0, 1200);
  }
}

test.describe.configure({ timeout: 180_000 });

test.describe('her campaign cockpit', () => {
  let her: Contestant | null = null;
  test.afterAll(async () => {
    if (her) expect((await open.admin.delete(`/api/candidates/delete/${her.candidateId}`)).ok()).toBe(true);
  });
  const open = eventOnDuringTheseTests();

  test('her mail signs her in; a vote through her WhatsApp link with a cheer moves her open cockpit live', async ({ browser, baseURL }) => {
    const base = String(baseURL);
    const email = `cockpit.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
    await paidWithDetails(browser, email);
    her = await onVotingPage(open.admin, email);

    // The "you are on the voting page" mail carries her sign-in link.
    const mail = await waitForMail(base, email, /\/me\/login\?token=/);
    const link = /https?:\/\/[^\s"<>]+\/me\/login\?token=[A-Za-z0-9_-]+/.exec(mail)![0];
    const herContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const cockpitPage = await herContext.newPage();
    await cockpitPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(cockpitPage).toHaveURL(/\/me$/, { timeout: 15_000 });
    const cockpit = new Cockpit(cockpitPage);
    await expect(cockpitPage.getByRole('heading', { name: FULL_NAME, level: 1 })).toBeVisible();
    await expect(cockpit.count()).toHaveText('0');
    await cockpit.readOn();
    await expect(cockpit.cheers()).toContainText('No cheers yet');

    // Opened afresh (her bookmark): the server renders it for her, so its first HTML already holds her
    // name and count, and the page reads her summary from it rather than asking again; zod (the
    // largest script a page could carry) is not loaded for her cockpit.
    const firstHtml = await (await cockpitPage.request.get('/me', { headers: { accept: 'text/html' } })).text();
    expect(firstHtml).toContain(`>${FULL_NAME}</h1>`);
    expect(firstHtml).toMatch(/data-testid="vote-count"[^>]*>0</);
    const summaryReads: string[] = [];
    const scripts: string[] = [];
    cockpitPage.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === '/api/me') summaryReads.push(req.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await cockpitPage.goto('/me');
    await expect(cockpitPage.getByRole('heading', { name: FULL_NAME, level: 1 })).toBeVisible();
    await cockpitPage.waitForFunction(() => Boolean(document.documentElement.dataset.pageReady));
    await cockpit.readOn();
    await expect(cockpit.cheers()).toContainText('No cheers yet');
    await cockpitPage.waitForLoadState('networkidle');
    expect(summaryReads).toEqual([]);
    expect(scripts.some((p) => p.includes('/me-page-'))).toBe(true);
    expect(scripts.filter((p) => /\/schemas-/.test(p))).toEqual([]);

    // Her WhatsApp share carries her vote link with her ref and src=whatsapp.
    const me = (await (await cockpitPage.request.get('/api/me')).json()) as { links: { share: { whatsapp: string } } };
    const text = new URL(me.links.share.whatsapp).searchParams.get('text') ?? '';
    const shared = new URL(/https?:\/\/\S+\/contestants\/vote\/\S+/.exec(text)![0]);
    expect(shared.searchParams.get('src')).toBe('whatsapp');
    expect(shared.searchParams.get('ref')).toBeTruthy();

    // A supporter opens it in her own browser, adds a cheer and pays one vote in the sandbox.
    const fanContext = await browser.newContext();
    const fan = await fanContext.newPage();
    await fan.goto(shared.pathname + shared.search);
    // Her page arrives server-rendered: a tap before it hydrates would be lost (fixtures.ts does this for `page`).
    await fan.waitForFunction(() => Boolean(document.documentElement.dataset.pageReady));
    await fan
      .getByRole('button', { name: /^Vote for Meera/ })
      .first()
      .click();
    const dialog = fan.getByRole('dialog', { name: `Vote for ${FULL_NAME}` });
    await dialog.getByRole('button', { name: /Add a cheer/ }).click();
    await dialog.getByLabel('Your message to her').fill(CHEER);
    await dialog.getByLabel('Name shown with your cheer (optional)').fill('Riya');
    await dialog.getByRole('button', { name: 'Pay ₹100' }).click();
    await expect(fan).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await fan.getByRole('button', { name: 'Simulate success' }).click();
    await expect(fan).toHaveURL(/status=SUCCESS/);
    await fanContext.close();

    // Her cockpit, open all along, moves without a reload.
    let reloaded = false;
    cockpitPage.on('framenavigated', (frame) => {
      if (frame === cockpitPage.mainFrame()) reloaded = true;
    });
    await expect(cockpit.count()).toHaveText('1', { timeout: 15_000 });
    await expect(cockpit.source('whatsapp')).toContainText('1 payment');
    await expect(cockpit.cheers()).toContainText(CHEER);
    await expect(cockpit.cheers()).toContainText('Riya');
    expect(reloaded).toBe(false);

    // Her first vote earned her a mail.
    await waitForMail(base, email, /first vote/i);
    expect(mailsTo(base, email).filter((m) => /first vote/i.test(m))).toHaveLength(1);
    // For the design review: her cockpit as she sees it on a phone and on a laptop.
    if (process.env.ME_SHOTS_DIR) {
      await cockpitPage.screenshot({ path: `${process.env.ME_SHOTS_DIR}/me-390x844.png`, fullPage: true });
      await cockpitPage.setViewportSize({ width: 1440, height: 900 });
      await cockpitPage.screenshot({ path: `${process.env.ME_SHOTS_DIR}/me-1440x900.png`, fullPage: true });
    }
    await herContext.close();
  });
});
