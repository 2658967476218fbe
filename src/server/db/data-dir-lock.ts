import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';

/**
 * An embedded PGlite database belongs to one process: a second one on the same files would start,
 * acknowledge writes the first cannot see, and lose one side's writes. The lock is a file created
 * with O_EXCL holding the owner's pid; a lock whose process is gone (a crash, kill -9) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Another Rethread process (pid ${pid}) is using the embedded database in ${dir}; ` +
        'stop it first or use another DATA_DIR.',
    );
  }
}

/** Takes the lock on `dir` (the file `${dir}.lock` beside it) and answers the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  // Two rounds: the second follows taking over a stale lock; losing that race to another starter is a refusal.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      return () => release(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(path);
    if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    removeStale(path, owner);
  }
  throw new DataDirLockedError(dir, readOwner(path) ?? 0);
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user — it is alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale file aside before deleting it, so of two processes taking over at once only one
 * removes it; a file that turns out to be someone's fresh lock is put back.
 */
function removeStale(path: string, stalePid: number | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // Another process took it over first; the next attempt sees its lock.
  }
  if (readOwner(aside) !== stalePid) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone locked again meanwhile; theirs stands.
    }
  }
  unlinkSync(aside);
}

function release(path: string): void {
  // Only our own lock: a process that outlived a forced takeover must not remove the new owner's.
  if (readOwner(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone; nothing to release.
  }
}
