/**
 * Debian's Chromium for every browser run, tests and benchmarks alike (DESIGN §9): nothing downloads a
 * browser here, and without the networking flags Chromium keeps calling hosts this network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
