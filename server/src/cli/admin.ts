import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { createAdmin, resetPassword } from '../modules/auth/service';
import { openDatabase } from '../runtime';

const USAGE = 'usage: npm run admin -- create <username> | reset-password <username>';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run in a terminal to type the password.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const pw = await rl.question('New password (at least 8 characters): ');
  rl.close();
  return pw;
}

async function main(): Promise<void> {
  const [command, username] = process.argv.slice(2);
  if (!username || (command !== 'create' && command !== 'reset-password')) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = await askPassword();
  if (password.length < 8) throw new Error('The password must have at least 8 characters.');
  const config = loadConfig();
  const opened = await openDatabase(config);
  try {
    if (command === 'create') await createAdmin(opened.database.db, username, password);
    else await resetPassword(opened.database.db, username, password);
    console.log(command === 'create' ? `Admin ${username} created.` : `Password of ${username} changed.`);
  } finally {
    await opened.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
