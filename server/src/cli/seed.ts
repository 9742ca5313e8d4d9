import { loadConfig } from '../config';
import { openDatabase } from '../runtime';
import { seedDemo } from '../seed/index';
import { createStorage } from '../storage/create';

/** npm run seed: fill empty content sections; --reset replaces the demo content everywhere. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const opened = await openDatabase(config);
  try {
    const summary = await seedDemo({ db: opened.database.db, storage: createStorage(config), log: console.log }, { reset });
    console.log('Seeded:', summary);
  } finally {
    await opened.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
