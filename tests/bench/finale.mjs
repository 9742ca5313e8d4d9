// Issue #15, finale night: two instances, BENCH_FINALE_CLIENTS (5,000) Socket.IO clients split over
// them, BENCH_FINALE_RATE (200) paid votes a second for BENCH_FINALE_SECONDS (60) over 30 contestants,
// 40% of them for one favourite. Every payment is initiated beforehand through /api/vote/initiate;
// the timed part is the gateway's callbacks, as on the night.
//
// What it reports, against the budgets (p99 < 1 s, zero mismatches, RSS < 400 MB an instance):
// - callback → last client: for each callback, from sending it to the moment the LAST client received
//   an update of that contestant whose seq is at least the seq the database held right after the
//   callback answered. Reading the seq after the answer can only find a later credit, never an earlier
//   one, so the figure errs long, never short. Every client receives the same broadcasts, so the time
//   a broadcast reached its last client is tracked per (contestant, seq), and the first broadcast at or
//   past the target stands for it (a client that got a later one sooner is counted at the later time).
// - mismatches: clients whose final count of a contestant differs from the database's.
// - stale deliveries: updates whose seq was not newer than what the client showed (the client rule
//   drops them); regressions: a newer seq that carried a LOWER count (the rule could not save that).
// - server RSS per instance, sampled every 100 ms; the servers' and the bench's own CPU time over the
//   timed part (callbacks and fan-out), which a busy machine does not inflate the way it does latency.
//
// The clients read their frames through raw-websocket.mjs (bare `node:net` sockets), not the `ws`
// package: that is the rig's cost, not the servers'. On the night every phone reads its frames on its
// own CPU; here 5,000 clients share the servers' two cores, and with `ws` the bench spent a median 43 µs
// a frame against 31 µs now (issue #28, session 19, BENCHMARKS.md). Every socket still reads and
// applies every frame.
import { Worker } from 'node:worker_threads';
import { cpuMs, httpClient, insertCandidates, percentile, pool, round, rssSampler, setEventActive } from './lib.mjs';
import { openWebSocket } from './raw-websocket.mjs';

const ECHOED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'];
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const BUDGET = { p99_ms: 1000, mismatches: 0, rss_mb: 400 };

/**
 * A Socket.IO client reduced to what a watching page does: the Engine.IO v4 handshake over a bare
 * WebSocket (raw-websocket.mjs), CONNECT to "/" with the page's auth, answering pings, and
 * `vote:updates` events. The 5,000 full socket.io-client instances of the first runs cost the bench
 * more CPU than the servers had
 * (two cores shared by everything), and the bench's own busy event loop held back the callbacks it
 * was meant to send. Each socket still receives and applies every frame itself; only the decoding of
 * an identical frame (every client of an instance gets the same bytes) is shared through `decode`,
 * which also resolves each update's contestant and reach record once per frame, not once per socket
 * (issue #28, session 17: the bench's own CPU per frame shares the two cores with the servers).
 */
function connect(base, onUpdates, decode, { onBroken, onDisconnect }) {
  return new Promise((resolve, reject) => {
    let connected = false;
    const fail = (err) => {
      if (!connected) reject(err);
    };
    const onMessage = (data, ws) => {
      // Engine.IO: 0 open, 2 ping, 4 message; Socket.IO inside 4: 0 connect, 2 event, 4 connect error.
      const type = data[0];
      if (type === 0x32) return ws.send('3');
      if (type === 0x30) return ws.send(`40${JSON.stringify({ batch: true })}`);
      if (type !== 0x34) return;
      const sub = data[1];
      if (sub === 0x30 && !connected) {
        connected = true;
        resolve(ws);
      } else if (sub === 0x34) fail(new Error(`connect refused: ${data.toString()}`));
      else if (sub === 0x32) {
        const updates = decode(data);
        if (updates) onUpdates(updates);
      }
    };
    // A malformed frame fails the whole run (onBroken), not just its socket: the figures would be a broken rig's.
    const ws = openWebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      onMessage,
      onError: (err) => (connected ? onBroken(err) : fail(err)),
      onClose: () => (connected ? onDisconnect() : fail(new Error('closed before the Socket.IO connect'))),
    });
    ws.catch(fail);
    setTimeout(() => fail(new Error('connect timed out')), 60_000).unref();
  });
}

/**
 * Parses a `42[...]` frame once for all the sockets that received the same bytes (a few recent frames
 * are kept) and prepares what each socket applies: per update the contestant's index, seq, count and
 * the record of how many of this instance's clients it reached and when.
 */
function sharedDecoder(prepare) {
  const recent = [];
  return (data) => {
    for (const r of recent) if (r.raw.equals(data)) return r.prepared;
    const [event, payload] = JSON.parse(data.subarray(2).toString());
    // Other events (status, her own room's frames) are not votes: nothing to apply, as before.
    const prepared = event === 'vote:updates' ? prepare(payload) : event === 'vote:update' ? prepare([payload]) : null;
    recent.unshift({ raw: Buffer.from(data), prepared });
    if (recent.length > 8) recent.pop();
    return prepared;
  };
}

export async function run({ pg: db, databaseUrl, servers, responseHash, salt, votePrice }) {
  const clients = env('BENCH_FINALE_CLIENTS', 5000);
  const rate = env('BENCH_FINALE_RATE', 200);
  const seconds = env('BENCH_FINALE_SECONDS', 60);
  const contestants = env('BENCH_FINALE_CANDIDATES', 30);
  const total = rate * seconds;

  const http = httpClient(64);
  const sockets = [];
  const rss = servers.map((s) => rssSampler(s.pid));
  try {
    const ids = await insertCandidates(db, contestants, `Finale Bench ${Date.now()}`);
    const index = new Map(ids.map((id, i) => [id, i]));
    await setEventActive(http, servers[0].base, true);

    // What every client shows, flat [client * contestants + contestant]; -1 = nothing yet.
    const shownSeq = new Float64Array(clients * contestants).fill(-1);
    const shownCount = new Float64Array(clients * contestants).fill(-1);
    // Per instance (each gathers its own delivery window, so their broadcasts differ), per contestant:
    // seq → how many of that instance's clients received it, and when the last one did.
    const groups = servers.length;
    const groupSize = (g) => Math.floor(clients / groups) + (g < clients % groups ? 1 : 0);
    const reached = Array.from({ length: groups }, () => ids.map(() => new Map()));
    let stale = 0;
    let regressions = 0;
    let missingSeq = 0;
    let lastMessageAt = performance.now();

    // Once per distinct frame: unknown contestants dropped, a missing seq kept (each socket counts it).
    const prepare = (g) => (list) => {
      const prepared = [];
      for (const u of list) {
        const c = index.get(u?.candidateId);
        if (c === undefined) continue;
        if (typeof u.seq !== 'number') {
          prepared.push(null);
          continue;
        }
        // Every client of an instance receives its broadcasts, applied or not: the reach counts them all.
        const mine = reached[g][c];
        let reach = mine.get(u.seq);
        if (!reach) mine.set(u.seq, (reach = { n: 0, last: 0 }));
        prepared.push({ c, seq: u.seq, count: typeof u.voteCount === 'number' ? u.voteCount : null, reach });
      }
      return prepared;
    };
    let framesReceived = 0;
    const onUpdates = (client) => (list) => {
      const now = performance.now();
      lastMessageAt = now;
      framesReceived++;
      const row = client * contestants;
      for (const u of list) {
        if (u === null) {
          missingSeq++;
          continue;
        }
        u.reach.n++;
        u.reach.last = now;
        const at = row + u.c;
        // Two instances flush their own windows, so an older seq can arrive after a newer one.
        if (u.seq <= shownSeq[at]) {
          stale++;
          continue;
        }
        if (u.count !== null && u.count < shownCount[at]) regressions++;
        shownSeq[at] = u.seq;
        if (u.count !== null) shownCount[at] = u.count;
      }
    };

    const connectStarted = performance.now();
    const decoders = servers.map((_, g) => sharedDecoder(prepare(g)));
    let disconnects = 0;
    let broken = null;
    const events = { onDisconnect: () => disconnects++, onBroken: (err) => (broken ??= err) };
    await pool(clients, 100, async (i) => {
      const g = i % servers.length;
      sockets[i] = await connect(servers[g].base, onUpdates(i), decoders[g], events);
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    // Payments opened in advance, as fans would have during the evening; 40% for the favourite.
    const initiateStarted = performance.now();
    const payments = await pool(total, 32, async (i) => {
      const c = i % 5 < 2 ? 0 : 1 + (i % (contestants - 1));
      const votes = 1 + (i % 3);
      const res = await http.send(servers[i % servers.length].base, 'POST', '/api/vote/initiate', {
        body: { candidateId: ids[c], votes, amount: votes * votePrice },
      });
      if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${res.text.slice(0, 300)}`);
      const fields = { mihpayid: String(7_000_000_000 + i), status: 'success' };
      for (const k of ECHOED) fields[k] = res.json.paymentData[k] ?? '';
      fields.hash = responseHash(fields, salt);
      return { c, form: new URLSearchParams(fields).toString() };
    });
    const initiateSeconds = (performance.now() - initiateStarted) / 1000;

    // The timed part: `rate` callbacks a second, alternating instances, each timed to its last client,
    // sent from the gateway's own thread (finale-gateway.mjs); its times are wall-clock ms.
    const gateway = new Worker(new URL('./finale-gateway.mjs', import.meta.url), {
      workerData: { bases: servers.map((s) => s.base), callbacks: payments, rate, databaseUrl, ids },
    });
    const fired = new Promise((resolve, reject) => {
      gateway.on('message', (m) => (m === 'ready' ? go() : resolve(m)));
      gateway.once('error', reject);
      gateway.once('exit', (code) => reject(new Error(`the gateway thread exited (${code}) before reporting`)));
    });
    let cpuAtFire;
    let benchCpuAtFire;
    const go = () => {
      cpuAtFire = servers.map((s) => cpuMs(s.pid));
      benchCpuAtFire = process.cpuUsage();
      framesReceived = 0;
      gateway.postMessage('go');
    };
    const { callbackErrors, fireSeconds, targets: fromGateway } = await fired;
    // On this thread's clock, as the frames' arrival times are.
    const targets = fromGateway.map((t) => ({ ...t, sent: t.sent - performance.timeOrigin, read: t.read - performance.timeOrigin }));

    // Quiet for 2 s (at most 30 s): every broadcast has landed.
    const quietBy = performance.now() + 30_000;
    while (performance.now() - lastMessageAt < 2000 && performance.now() < quietBy) await new Promise((r) => setTimeout(r, 250));

    const serverCpu = servers.map((s, i) => (cpuMs(s.pid) ?? 0) - (cpuAtFire[i] ?? 0));
    const benchCpu = process.cpuUsage(benchCpuAtFire);
    if (broken) throw new Error(`a client read a malformed frame: ${broken.message}`);
    const sortedSeqs = reached.map((byContestant) => byContestant.map((m) => [...m.keys()].sort((a, b) => a - b)));
    let incomplete = 0;
    const latencies = [];
    for (const t of targets) {
      // The last client overall: the later of each instance's first broadcast at or past the target.
      let last = -Infinity;
      for (let g = 0; g < groups && last !== null; g++) {
        const seq = sortedSeqs[g][t.c].find((s) => s >= t.seq);
        const seen = seq === undefined ? undefined : reached[g][t.c].get(seq);
        last = seen && seen.n >= groupSize(g) ? Math.max(last, seen.last) : null;
      }
      if (last === null) incomplete++;
      else latencies.push(last - t.sent);
    }
    latencies.sort((a, b) => a - b);

    const { rows } = await db.query('SELECT id, vote_count FROM candidates WHERE id = ANY($1)', [ids]);
    const truth = new Map(rows.map((r) => [r.id, Number(r.vote_count)]));
    let mismatches = 0;
    for (let client = 0; client < clients; client++)
      for (let c = 0; c < contestants; c++) if (shownCount[client * contestants + c] !== truth.get(ids[c])) mismatches++;

    const p99 = latencies.length ? percentile(latencies, 0.99) : null;
    const rssPeak = rss.map((r) => r.peak());
    return {
      clients,
      instances: servers.length,
      contestants,
      connect_seconds: round(connectSeconds, 1),
      initiate_seconds: round(initiateSeconds, 1),
      callbacks: total,
      callbacks_per_second: round(total / fireSeconds, 1),
      callback_errors: callbackErrors,
      callback_to_last_client_ms: latencies.length
        ? { p50: round(percentile(latencies, 0.5)), p99: round(p99), max: round(latencies.at(-1)) }
        : null,
      // Sent until its seq was read: any later credit of hers in that span raises the target (errs long).
      callback_to_seq_read_ms: (() => {
        const spans = targets.map((t) => t.read - t.sent).sort((a, b) => a - b);
        return spans.length ? { p50: round(percentile(spans, 0.5)), p99: round(percentile(spans, 0.99)) } : null;
      })(),
      callbacks_never_reaching_every_client: incomplete,
      mismatches,
      stale_deliveries_dropped: stale,
      count_regressions: regressions,
      updates_without_seq: missingSeq,
      disconnects,
      server_rss_peak_mb: rssPeak,
      // From the first callback until every broadcast landed (2 s quiet included).
      server_cpu_seconds_timed_part: serverCpu.map((ms) => round(ms / 1000, 1)),
      bench_client_cpu_seconds_timed_part: round((benchCpu.user + benchCpu.system) / 1e6, 1),
      // Vote frames all sockets received over the timed part: with the CPU above, what a frame costs
      // each side, whatever number of windows a run's load let through.
      vote_frames_received: framesReceived,
      budget: BUDGET,
      pass:
        p99 !== null &&
        p99 < BUDGET.p99_ms &&
        mismatches === 0 &&
        incomplete === 0 &&
        regressions === 0 &&
        missingSeq === 0 &&
        callbackErrors === 0 &&
        rssPeak.every((mb) => mb < BUDGET.rss_mb),
    };
  } finally {
    rss.forEach((r) => r.stop());
    sockets.forEach((s) => s?.close());
    http.close();
  }
}
