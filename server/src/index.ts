import http from 'node:http';
import { createApp } from './app';
import { backupJobFor, intervalMsOf } from './backup/job';
import { startBackupSchedule } from './backup/schedule';
import { ConfigError, loadConfig, type Config } from './config';
import { DomainBus } from './events';
import { boundHeapGrowth } from './heap-growth';
import { createLogger, type Logger } from './logger';
import { ensureAdmin } from './modules/auth/service';
import { startReconciler } from './modules/payments/service';
import { describeGateway, describeStripe } from './payments/gateway';
import { applyServerTimeouts } from './http/timeouts';
import { adminSessionRules } from './realtime/admin-membership';
import { attachRealtime } from './realtime/socket';
import { openDatabase } from './runtime';
import { meLiveSource } from './me-live-source';
import { createMailer } from './mail/mailer';
import { startDigestSchedule } from './modules/me-mail/digest-schedule';
import { seedDemo } from './seed/index';
import { createStorage } from './storage/create';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function banner(config: Config, admin: { created: boolean; generatedPassword?: string }): string {
  const lines = [
    '',
    `  Season 10 pageant site is running at ${config.publicUrl}`,
    `  Admin back office: ${config.publicUrl}/admin/login`,
    `    username: ${config.ADMIN_USERNAME}`,
  ];
  if (admin.generatedPassword)
    lines.push(
      `    password: ${admin.generatedPassword}   (generated now and shown only once; change it with: npm run admin -- reset-password ${config.ADMIN_USERNAME})`,
    );
  else if (admin.created) lines.push('    password: the ADMIN_PASSWORD you set');
  else lines.push(`    password: as set before (forgot it? npm run admin -- reset-password ${config.ADMIN_USERNAME})`);
  lines.push(...describeGateway(config).map((line, i) => (i === 0 ? `  ${line}` : `    ${line}`)));
  lines.push(...describeStripe(config).map((line, i) => (i === 0 ? `  ${line}` : `    ${line}`)));
  if (!config.SMTP_URL) lines.push(`  Mail: written to ${config.outboxDir}`);
  lines.push(
    config.BACKUP_INTERVAL_HOURS > 0
      ? `  Backups: every ${config.BACKUP_INTERVAL_HOURS} h into ${config.backupsDir} (newest ${config.BACKUP_KEEP} kept${config.BACKUP_S3_BUCKET ? `, copied to s3://${config.BACKUP_S3_BUCKET}` : ''})`
      : '  Backups: not scheduled (BACKUP_INTERVAL_HOURS=0); take one with npm run backup or from the admin Backups screen',
  );
  return `${lines.join('\n')}\n`;
}

async function start(): Promise<void> {
  boundHeapGrowth();
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const opened = await openDatabase(config, { asServer: true });
  const { database, embedded } = opened;
  const storage = createStorage(config);
  const bus = new DomainBus();

  const admin = await ensureAdmin(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  if (config.SEED_DEMO ?? Boolean(embedded?.created)) {
    const summary = await seedDemo({ db: database.db, storage, log: (msg) => logger.info(msg) });
    logger.info({ summary }, 'demo content seeded');
  }

  const backups = backupJobFor(config, database.pool, logger);
  const mailer = createMailer(config, logger);
  const { app, listener, payments, close: closeApp } = createApp({ config, database, storage, bus, logger, backups, mailer });
  // A crash between a payment and its callback is settled here (DESIGN §7: nothing is lost).
  const stopReconciler = startReconciler(payments, config.RECONCILE_INTERVAL_MS, logger);
  const schedule = config.BACKUP_INTERVAL_HOURS > 0 ? startBackupSchedule(backups, { intervalMs: intervalMsOf(config) }) : null;
  const digests =
    config.DIGEST_HOUR_IST >= 0
      ? startDigestSchedule({ db: database.db, mailer, logger, publicUrl: config.publicUrl, hourIst: config.DIGEST_HOUR_IST })
      : null;
  const server = http.createServer(listener);
  applyServerTimeouts(server);
  const realtime = attachRealtime(server, {
    bus,
    pool: database.pool,
    logger,
    admins: adminSessionRules(config, app),
    contestants: meLiveSource(database.db),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, resolve);
  });
  process.stdout.write(banner(config, admin));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopReconciler();
    // A backup in progress finishes first: the pool it reads from closes below.
    await schedule?.stop();
    await digests?.stop();
    // io.close() also closes the HTTP server; open keep-alive sockets are cut so the exit is prompt.
    server.closeIdleConnections();
    await realtime.close();
    server.closeAllConnections();
    await closeApp();
    await opened.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('uncaughtException', (err) => fatal(logger, err, () => stop('uncaughtException')));
  process.on('unhandledRejection', (err) => fatal(logger, err, () => stop('unhandledRejection')));
}

function fatal(logger: Logger, err: unknown, stop: () => Promise<void>): void {
  logger.fatal({ err }, 'fatal error');
  process.exitCode = 1;
  void stop().finally(() => process.exit(1));
}

/** A library may reject with no value at all; the reader still needs to know something failed and where to look. */
function startFailureReason(err: unknown): string {
  if (err instanceof Error) return err.message || String(err);
  if (err === undefined || err === null)
    return `a start step failed without giving a reason (it rejected with ${String(err)}); the lines printed above, if any, tell more`;
  if (typeof err === 'object') {
    try {
      return JSON.stringify(err);
    } catch {
      // Cyclic: fall through to String().
    }
  }
  return String(err);
}

start().catch((err: unknown) => {
  console.error(`The server could not start: ${startFailureReason(err)}`);
  process.exit(1);
});
