import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const pg = globalThis.__PG__;
  if (!pg) return;
  await pg.stop();
  if (process.env.TEST_DATA_ROOT) rmSync(process.env.TEST_DATA_ROOT, { recursive: true, force: true });
}
