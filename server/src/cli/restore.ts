import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { connectForBackup } from '../backup/connect';
import { RestoreRefused, restoreBackup } from '../backup/restore';
import type { TargetTable } from '../backup/target';

const USAGE = 'usage: npm run restore -- FILE.tar.gz [--replace [--yes]]';

/** --replace removes the site's data: a person confirms it in a terminal, or a script says --yes. */
async function confirm(yes: boolean, toRemove: { tables: TargetTable[]; uploads: number }): Promise<boolean> {
  console.log('--replace will remove everything in the target:');
  for (const t of toRemove.tables) console.log(`  ${t.name}: ${t.rows} rows`);
  if (toRemove.uploads > 0) console.log(`  ${toRemove.uploads} uploaded files`);
  if (yes) return true;
  if (!process.stdin.isTTY) throw new RestoreRefused('Not a terminal: pass --yes with --replace to confirm. Nothing was changed.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Type "yes" to remove it and restore the backup: ');
  rl.close();
  return answer.trim().toLowerCase() === 'yes';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  const flags = args.filter((a) => a.startsWith('--'));
  const replace = flags.includes('--replace');
  const yes = flags.includes('--yes');
  if (files.length !== 1 || flags.some((f) => f !== '--replace' && f !== '--yes') || (yes && !replace)) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(files[0]!);
  const config = loadConfig();
  const local = config.STORAGE_DRIVER === 'local';
  const conn = await connectForBackup(config, 'restore');
  try {
    console.log(`Restoring into ${conn.source}`);
    const result = await restoreBackup({
      pool: conn.pool,
      file,
      uploadsDir: local ? config.uploadsDir : null,
      workParent: config.dataDir,
      replace,
      confirm: (toRemove) => confirm(yes, toRemove),
      onProgress: (l) => console.log(l),
    });
    console.log(`Restored the backup of ${result.manifest.createdAt}; the schema is now ${result.migratedTo.tag}.`);
  } finally {
    await conn.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
