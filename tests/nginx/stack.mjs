// Where the nginx end-to-end stack listens (ports 4331-4339 are this suite's), shared by its
// start script, its Playwright config and its specs.
import os from 'node:os';
import path from 'node:path';

export const STACK = Object.freeze({
  /** The front, over both instances: what a browser uses. */
  front: 4331,
  /** The client template serving client/dist (the client container). */
  client: 4332,
  /** The two server instances, and a front rendered over each one alone. */
  instances: Object.freeze([
    Object.freeze({ name: 'a', port: 4333, pinnedPort: 4335 }),
    Object.freeze({ name: 'b', port: 4334, pinnedPort: 4336 }),
  ]),
  /** Rendered config, temp paths, access log, the shared DATA_DIR and PostgreSQL: wiped at each start. */
  runDir: path.join(os.tmpdir(), 'pageant-nginx-e2e'),
  uploadMaxMb: 1,
  admin: Object.freeze({ username: 'admin', password: 'nginx-e2e-admin-password' }),
});

export const url = (port, pathname = '/') => `http://127.0.0.1:${port}${pathname}`;
