import request from 'supertest';
import { CHEER_ANONYMOUS, type CheerItem, type SourceRow } from '@pageant/common/content/cockpit';
import { adminTestContext, dbRows, PUBLIC_URL, setEventActive, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage } from './helpers/contestant';
import { initiateCampaignVote, paidCampaignVote, refundVote } from './helpers/cockpit-votes';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  await setEventActive(ctx);
});
afterAll(() => ctx.close());

async function signedInContestant(fullName: string) {
  const she = await contestantOnVotingPage(ctx, admin, { fullName });
  return { ...she, cookie: await contestantCookie(ctx, she.registrationId) };
}
const sourcesOf = async (cookie: string) => {
  const res = await request(ctx.app).get('/api/me/sources').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body.sources as SourceRow[];
};
const cheersOf = async (cookie: string) => {
  const res = await request(ctx.app).get('/api/me/cheers').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body.cheers as CheerItem[];
};
const row = (src: string, votes: number, payments: number) => ({ src, votes, payments });
const hide = (id: string, hidden: boolean) => admin.patch(`/api/admin/cheers/${id}`).set('Origin', PUBLIC_URL).send({ hidden });

describe('GET /api/me/sources', () => {
  test('when nothing is paid yet, then all seven sources in a fixed order, at zero', async () => {
    const she = await signedInContestant('Asha Rao');
    expect(await sourcesOf(she.cookie)).toEqual(
      ['whatsapp', 'instagram', 'facebook', 'x', 'qr', 'copy', 'direct'].map((s) => row(s, 0, 0)),
    );
  });

  test('when votes are paid through her WhatsApp link, a QR code, an unknown src and a foreign ref, then each lands where it belongs', async () => {
    const she = await signedInContestant('Kavya Menon');
    const other = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer' });
    await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'whatsapp' }, 5);
    await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'qr' }, 2);
    await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'tiktok' }, 1);
    await paidCampaignVote(ctx, she.candidateId, { ref: other.refCode, src: 'facebook' }, 3);
    // Initiated through her Instagram link but never paid: not counted anywhere.
    expect((await initiateCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'instagram' })).status).toBe(200);
    expect(await sourcesOf(she.cookie)).toEqual([
      row('whatsapp', 5, 1),
      row('instagram', 0, 0),
      row('facebook', 0, 0),
      row('x', 0, 0),
      row('qr', 2, 1),
      row('copy', 0, 0),
      row('direct', 4, 2),
    ]);
  });

  test('when a vote paid through her link is refunded, then its votes and its payment leave the source', async () => {
    const she = await signedInContestant('Ritu Das');
    await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'x' }, 4);
    const refunded = await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'x' }, 6);
    expect((await sourcesOf(she.cookie))[3]).toEqual(row('x', 10, 2));
    await refundVote(admin, refunded);
    expect((await sourcesOf(she.cookie))[3]).toEqual(row('x', 4, 1));
  });

  test('when a payment predates sources (src null), then it counts as direct', async () => {
    const she = await signedInContestant('Nisha Kapoor');
    const txnid = await paidCampaignVote(ctx, she.candidateId, { ref: she.refCode, src: 'copy' }, 2);
    await dbRows(ctx, 'UPDATE payments SET src = NULL WHERE txnid = $1', [txnid]);
    expect((await sourcesOf(she.cookie)).at(-1)).toEqual(row('direct', 2, 1));
  });
});

describe('GET /api/me/cheers', () => {
  test('when cheers are credited, then she sees them newest first with the name or "A supporter", never the voter’s contact', async () => {
    const she = await signedInContestant('Sana Sheikh');
    const first = await paidCampaignVote(ctx, she.candidateId, { cheer: 'Go Sana!', cheerName: 'Ravi', voterPhone: '9876543210' }, 3);
    const second = await paidCampaignVote(ctx, she.candidateId, { cheer: 'Proud of you' }, 1);
    await paidCampaignVote(ctx, she.candidateId, {}, 1);
    const ids = await dbRows(ctx, 'SELECT id, txnid FROM payments WHERE txnid = ANY($1)', [[first, second]]);
    const idOf = (t: string) => ids.find((r) => r.txnid === t).id as string;
    const cheers = await cheersOf(she.cookie);
    expect(cheers).toEqual([
      { id: idOf(second), name: CHEER_ANONYMOUS, message: 'Proud of you', votes: 1, at: expect.any(String) },
      { id: idOf(first), name: 'Ravi', message: 'Go Sana!', votes: 3, at: expect.any(String) },
    ]);
    const text = JSON.stringify(cheers);
    expect(text).not.toContain('fan@example.net');
    expect(text).not.toContain('9876543210');
  });

  test('when a cheer’s payment is still pending, failed or refunded, then it is not listed', async () => {
    const she = await signedInContestant('Pooja Singh');
    expect((await initiateCampaignVote(ctx, she.candidateId, { cheer: 'Unpaid cheer' })).status).toBe(200);
    const refunded = await paidCampaignVote(ctx, she.candidateId, { cheer: 'Refunded cheer' }, 2);
    await refundVote(admin, refunded);
    await paidCampaignVote(ctx, she.candidateId, { cheer: 'Paid cheer' }, 1);
    expect((await cheersOf(she.cookie)).map((c) => c.message)).toEqual(['Paid cheer']);
  });

  test('when an admin hides a cheer, then it is gone from her list, and back when shown again', async () => {
    const she = await signedInContestant('Divya Rao');
    await paidCampaignVote(ctx, she.candidateId, { cheer: 'Keep shining' }, 1);
    await paidCampaignVote(ctx, she.candidateId, { cheer: 'Something rude' }, 1);
    const rude = (await cheersOf(she.cookie)).find((c) => c.message === 'Something rude')!;
    expect((await hide(rude.id, true)).status).toBe(200);
    expect((await cheersOf(she.cookie)).map((c) => c.message)).toEqual(['Keep shining']);
    expect((await hide(rude.id, false)).status).toBe(200);
    expect((await cheersOf(she.cookie)).map((c) => c.message)).toEqual(['Something rude', 'Keep shining']);
  });

  test('when cheers are for another contestant, then she never sees them', async () => {
    const she = await signedInContestant('Anita Joshi');
    const other = await signedInContestant('Rekha Pillai');
    await paidCampaignVote(ctx, other.candidateId, { cheer: 'For Rekha only' }, 1);
    expect(await cheersOf(she.cookie)).toEqual([]);
    expect((await request(ctx.app).get(`/api/me/cheers?candidateId=${other.candidateId}`).set('Cookie', she.cookie)).body).toEqual({
      cheers: [],
    });
    expect((await cheersOf(other.cookie)).map((c) => c.message)).toEqual(['For Rekha only']);
  });
});
