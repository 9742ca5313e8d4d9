import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

/**
 * Finale night (issue #28): an instance holding 2,500 sockets keeps about 90 MB alive while requests and
 * frames promote a few MB a second of short-lived objects; V8's own policy let the heap grow to about 4x
 * that before collecting, and RSS passed the 400 MB budget. The server bounds that growth at start.
 * Measured in a child process of its own (the flag is process-wide): a fixed live set, then garbage
 * that lives long enough to be promoted, with and without the server's bound.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const churn = (bound: boolean) => `
  import { boundHeapGrowth } from './server/src/heap-growth.ts';
  if (${bound}) boundHeapGrowth();
  const live = [];
  for (let i = 0; i < 400_000; i++) live.push({ i, s: 'live' + i });
  const ring = new Array(40).fill(null);
  let peak = 0;
  for (let k = 0; k < 800; k++) {
    const batch = [];
    for (let i = 0; i < 2_000; i++) batch.push({ a: i, b: [i, i + 1], c: 'short' + i });
    ring[k % ring.length] = batch;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  console.log(JSON.stringify({ peak, live: live.length }));
`;

async function peakHeapMb(bound: boolean): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', churn(bound)], {
    cwd: root,
  });
  return (JSON.parse(stdout.trim().split('\n').at(-1)!) as { peak: number }).peak / 2 ** 20;
}

test('when the server bounds heap growth, then promoted garbage is collected at well under V8 default heap size', async () => {
  const [unbounded, bounded] = await Promise.all([peakHeapMb(false), peakHeapMb(true)]);
  expect(bounded).toBeLessThan(unbounded * 0.7);
});
