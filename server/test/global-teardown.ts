import { rmSync } from 'node:fs';
import type { EmbeddedDatabase } from '../src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __PG__?: EmbeddedDatabase }).__PG__;
  if (!pg) return;
  await pg.stop();
  if (process.env.TEST_DATA_ROOT) rmSync(process.env.TEST_DATA_ROOT, { recursive: true, force: true });
}
