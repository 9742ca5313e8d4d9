import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { connectForBackup } from '../backup/connect';
import { writeBackup } from '../backup/create';
import { formatBytes } from '../backup/snapshot';

const USAGE = 'usage: npm run backup [-- --out FILE.tar.gz | --out FOLDER]';

const defaultName = () => `pageant-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** npm run backup: one .tar.gz of every table (one consistent snapshot) and the uploads. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const unknown = args.filter((a, i) => a !== '--out' && i !== outAt + 1);
  if (unknown.length > 0 || (outAt >= 0 && !args[outAt + 1])) {
    console.error(USAGE);
    process.exit(2);
  }
  const given = outAt >= 0 ? path.resolve(args[outAt + 1]!) : null;
  // --out naming a folder (an off-site mount) puts the usual name in it.
  const outFile =
    given === null
      ? path.resolve(defaultName())
      : existsSync(given) && statSync(given).isDirectory()
        ? path.join(given, defaultName())
        : given;
  const config = loadConfig();
  const conn = await connectForBackup(config, 'backup');
  try {
    console.log(`Backing up ${conn.source}`);
    const local = config.STORAGE_DRIVER === 'local';
    if (!local) console.log(`Uploads are in S3 (bucket ${config.S3_BUCKET}): not in this backup; keep the bucket versioned.`);
    const result = await writeBackup({
      pool: conn.pool,
      uploadsDir: local ? config.uploadsDir : null,
      outFile,
      onProgress: (l) => console.log(l),
    });
    console.log(`Backup written: ${result.file} (${formatBytes(result.bytes)}, schema ${result.manifest.migration.tag})`);
  } finally {
    await conn.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
