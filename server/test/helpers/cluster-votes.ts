import request from 'supertest';
import { PUBLIC_URL } from './app';
import type { FinaleCluster, Instance } from './finale';
import { gatewayResponse } from './payments';

/** A contestant written straight into the shared database (tests need exact starting counts). */
export async function clusterCandidate(cluster: FinaleCluster, name: string, votes = 0): Promise<string> {
  const [row] = await cluster.q(
    `INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`,
    [name, votes],
  );
  return row.id as string;
}

/** A vote checkout opened on one instance: the signed form the browser would post to the gateway. */
export async function initiateVote(inst: Instance, candidateId: string, votes = 1): Promise<Record<string, string>> {
  const res = await request(inst.url)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * 100 });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as Record<string, string>;
}

/** The gateway's signed success for a checkout form, posted to one instance (as PayU's browser redirect does). */
export const confirmVote = (inst: Instance, data: Record<string, string>) =>
  request(inst.url)
    .post('/api/payment/callback')
    .type('form')
    .send(gatewayResponse(inst, data, 'success'));

/** Votes bought and paid through one instance; the payer lands on the success page. */
export async function paidVote(inst: Instance, candidateId: string, votes = 1) {
  const res = await confirmVote(inst, await initiateVote(inst, candidateId, votes));
  expect(res.status).toBe(303);
  expect(res.headers.location).toContain('status=SUCCESS');
}

/** A schedule with nothing set: the event follows its on/off switch alone. */
export const NO_SCHEDULE = { opensAt: null, closesAt: null, hideCountsFrom: null };

/** PUT /api/event/schedule on one instance as the admin whose session cookie is given. */
export const putSchedule = (inst: Instance, cookie: string, body: unknown) =>
  request(inst.url)
    .put('/api/event/schedule')
    .set('Origin', PUBLIC_URL)
    .set('Cookie', cookie)
    .send(body as object);
