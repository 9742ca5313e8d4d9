import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The outbox of the server behind `baseURL`: start-server.mjs notes its data directory by port. */
function outboxDir(baseURL: string): string {
  const note = path.join(os.tmpdir(), `pageant-e2e-${new URL(baseURL).port}.datadir`);
  return path.join(readFileSync(note, 'utf8').trim(), 'outbox');
}

/** The mails to one address, with quoted-printable soft breaks and escapes undone enough to search. */
export function mailsTo(baseURL: string, email: string): string[] {
  const dir = outboxDir(baseURL);
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm');
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((eml) => to.test(eml));
}

/** Waits (mail leaves after the commit) for a mail to `email` that matches `what`, and answers it. */
export async function waitForMail(baseURL: string, email: string, what: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found = mailsTo(baseURL, email).find((m) => what.test(m)) ?? '';
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
