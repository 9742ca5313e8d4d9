// The finale's gateway, on its own thread (a worker of finale.mjs): it sends the timed callbacks and
// reads each one's seq right after the answer. On the main thread, with 5,000 sockets read in bursts
// of 2,500 frames, an answer could wait there for hundreds of ms, and the seq read after it then found
// later credits: a target that erred long by a whole delivery window (issue #28, session 17). Times
// are wall-clock ms (timeOrigin + now), comparable across the threads of one process.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { httpClient } from './lib.mjs';

const { bases, callbacks, rate, databaseUrl, ids } = workerData;
const http = httpClient(64);
// Reads of the seq right after each callback overlap: a pool, not one client.
const seqReads = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const clock = () => performance.timeOrigin + performance.now();

// Loaded and connected before the timed part begins: the main thread starts it with 'go'.
await new Promise((resolve) => {
  parentPort.once('message', resolve);
  parentPort.postMessage('ready');
});
const targets = [];
let callbackErrors = 0;
const inFlight = [];
const fireStarted = performance.now();
for (let i = 0; i < callbacks.length; i++) {
  const due = fireStarted + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  const { c, form } = callbacks[i];
  const sent = clock();
  inFlight.push(
    http.send(bases[i % bases.length], 'POST', '/api/payment/callback', { form }).then(async (res) => {
      if (res.status !== 303) {
        callbackErrors++;
        return;
      }
      const { rows } = await seqReads.query('SELECT vote_seq FROM candidates WHERE id = $1', [ids[c]]);
      targets.push({ c, sent, seq: Number(rows[0].vote_seq), read: clock() });
    }),
  );
}
await Promise.all(inFlight);
const fireSeconds = (performance.now() - fireStarted) / 1000;
http.close();
await seqReads.end();
parentPort.postMessage({ targets, callbackErrors, fireSeconds });
