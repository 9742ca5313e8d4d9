import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { A, adminApi, B, expectServedBy, instanceAddr } from './helpers';
import { url } from './stack.mjs';

interface Candidate {
  _id: string;
  name: string;
  voteCount: number;
}
interface VoteUpdate {
  candidateId: string;
  name: string;
  voteCount: number;
}

function connect(port: number): Promise<Socket> {
  const socket = io(url(port, ''), { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

function nextUpdate(socket: Socket, candidateId: string, ms: number): Promise<VoteUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no vote:update for ${candidateId} within ${ms} ms`)), ms);
    socket.on('vote:update', (update: VoteUpdate) => {
      if (update.candidateId !== candidateId) return;
      clearTimeout(timer);
      resolve(update);
    });
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

test.describe('live vote counts cross instances through PostgreSQL', () => {
  test('when a vote is confirmed through instance A, then a Socket.IO client connected through instance B receives the new count', async ({
    page,
    playwright,
  }) => {
    const admin = await adminApi(playwright, A.pinnedPort);
    const voter = await playwright.request.newContext({ baseURL: url(A.pinnedPort, '') });
    const socket = await connect(B.pinnedPort);
    try {
      expect((await admin.patch('/api/event/status', { data: { isActive: true } })).status()).toBe(200);
      const { candidates } = (await (await voter.get('/api/candidates/fetch?limit=1')).json()) as { candidates: Candidate[] };
      const candidate = candidates[0]!;
      const update = nextUpdate(socket, candidate._id, 15_000);

      const initiated = await voter.post('/api/vote/initiate', { data: { candidateId: candidate._id, votes: 1, amount: 100 } });
      expect(initiated.status(), await initiated.text()).toBe(200);
      const { url: checkoutUrl, paymentData } = (await initiated.json()) as { url: string; paymentData: Record<string, string> };
      await expectServedBy(A.pinnedPort, 'POST', '/api/vote/initiate', instanceAddr(A), 200);

      // The voter's browser posts the checkout form to the sandbox on instance A (the sandbox keeps
      // its checkouts in the memory of one instance) ...
      const checkoutOnA = url(A.pinnedPort, new URL(checkoutUrl).pathname);
      const inputs = Object.entries(paymentData)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('');
      await page.setContent(`<form method="post" action="${escapeHtml(checkoutOnA)}">${inputs}</form>`);
      await Promise.all([page.waitForURL(checkoutOnA), page.locator('form').evaluate((f: HTMLFormElement) => f.submit())]);
      const success = page.locator('form').filter({ has: page.getByRole('button', { name: 'Simulate success' }) });
      await expect(success).toBeVisible();

      // ... and sends the sandbox's signed success response to instance A's callback: the surl it
      // carries names the front, which may pick either instance.
      await success.evaluate(
        (f: HTMLFormElement, action: string) => {
          f.action = action;
        },
        url(A.pinnedPort, '/api/payment/callback'),
      );
      await success.getByRole('button', { name: 'Simulate success' }).click();
      await expect(page).toHaveURL(/\/contestants\?status=SUCCESS&/);
      await expectServedBy(A.pinnedPort, 'POST', '/api/payment/callback', instanceAddr(A), 303);

      expect(await update).toEqual({
        candidateId: candidate._id,
        name: candidate.name,
        voteCount: candidate.voteCount + 1,
        seq: expect.any(Number),
      });
      const onB = await voter.get(url(B.pinnedPort, `/api/candidates/fetchbyid/${candidate._id}`));
      expect(((await onB.json()) as Candidate).voteCount).toBe(candidate.voteCount + 1);
    } finally {
      socket.close();
      await admin.dispose();
      await voter.dispose();
    }
    // nginx logs a websocket when it closes: the client really went through nginx to instance B.
    await expectServedBy(B.pinnedPort, 'GET', /^\/socket\.io\/\?EIO=4&transport=websocket/, instanceAddr(B), 101);
  });
});
