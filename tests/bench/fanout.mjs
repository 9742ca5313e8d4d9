// DESIGN §8: a vote update reaches 500 connected Socket.IO clients in under 500 ms. The clients
// (websocket transport) are split over the two instances, so half of them are reached through the
// PostgreSQL adapter. Timed from posting the confirming callback to the last client's vote:update.
import { io } from 'socket.io-client';
import { httpClient, insertCandidates, percentile, pool, round, rssSampler, setEventActive } from './lib.mjs';

const ECHOED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'];

function connect(base) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function run({ pg, servers, clients: count, rounds, responseHash, salt, votePrice }) {
  const client = httpClient(10);
  const sockets = [];
  const rss = servers.map((s) => rssSampler(s.pid));
  try {
    const [candidateId] = await insertCandidates(pg, 1, `Fanout Bench ${Date.now()}`);
    await setEventActive(client, servers[0].base, true);
    const probe = await client.send(servers[0].base, 'POST', '/api/vote/initiate', { body: { candidateId, votes: 1, amount: votePrice } });
    if (probe.status === 404) return { skipped: 'POST /api/vote/initiate answered 404: the votes route is not wired yet' };

    const connectStarted = performance.now();
    // Kept as they connect, so a failure part-way still disconnects every open socket.
    await pool(count, 50, async (i) => {
      sockets[i] = await connect(servers[i % servers.length].base);
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const results = [];
    for (let r = 0; r < rounds; r++) {
      const votes = r + 1;
      const init = await client.send(servers[0].base, 'POST', '/api/vote/initiate', {
        body: { candidateId, votes, amount: votes * votePrice },
      });
      if (init.status !== 200) throw new Error(`vote initiate failed: ${init.status} ${init.text.slice(0, 300)}`);
      const fields = { mihpayid: String(5_000_000_000 + r), status: 'success' };
      for (const k of ECHOED) fields[k] = init.json.paymentData[k] ?? '';
      fields.hash = responseHash(fields, salt);

      const arrivals = new Array(sockets.length).fill(null);
      let expectedCount = null;
      const all = new Promise((resolve, reject) => {
        let left = sockets.length;
        const timer = setTimeout(
          () => reject(new Error(`only ${sockets.length - left} of ${sockets.length} clients got vote:update within 10 s`)),
          10_000,
        );
        sockets.forEach((s, i) => {
          const onUpdate = (p) => {
            if (p.candidateId !== candidateId || (expectedCount !== null && p.voteCount !== expectedCount)) return;
            s.off('vote:update', onUpdate);
            arrivals[i] = performance.now();
            if (--left === 0) {
              clearTimeout(timer);
              resolve();
            }
          };
          s.on('vote:update', onUpdate);
        });
      });
      expectedCount = (await pg.query('SELECT vote_count FROM candidates WHERE id = $1', [candidateId])).rows[0].vote_count + votes;
      const t0 = performance.now();
      const cb = await client.send(servers[0].base, 'POST', '/api/payment/callback', { form: fields });
      const answered = performance.now() - t0;
      if (cb.status !== 303) throw new Error(`callback answered ${cb.status}`);
      await all;
      const sorted = arrivals.map((t) => t - t0).sort((a, b) => a - b);
      const local = arrivals.filter((_, i) => i % servers.length === 0).map((t) => t - t0);
      const remote = arrivals.filter((_, i) => i % servers.length !== 0).map((t) => t - t0);
      results.push({
        callback_answered_ms: round(answered),
        first_ms: round(sorted[0]),
        p50_ms: round(percentile(sorted, 0.5)),
        last_ms: round(sorted.at(-1)),
        last_on_same_instance_ms: round(Math.max(...local)),
        last_via_postgres_adapter_ms: remote.length ? round(Math.max(...remote)) : null,
      });
    }
    const lasts = results.map((r) => r.last_ms).sort((a, b) => a - b);
    return {
      clients: sockets.length,
      instances: servers.length,
      connect_seconds: round(connectSeconds, 2),
      rounds: results,
      worst_last_ms: lasts.at(-1),
      median_last_ms: percentile(lasts, 0.5),
      server_rss_peak_mb: rss.map((r) => r.peak()),
      budget: { last_ms: 500 },
      pass: lasts.at(-1) < 500,
    };
  } finally {
    rss.forEach((r) => r.stop());
    sockets.forEach((s) => s?.disconnect());
    client.close();
  }
}
