import { closeSync, existsSync, linkSync, openSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { basename, dirname } from 'node:path';

/**
 * An embedded PGlite database belongs to one process: a second one on the same files would start,
 * acknowledge writes the first cannot see, and lose one side's writes. The lock is a unix socket the
 * owner listens on, `${dir}.lock` beside the directory: the kernel closes it the instant the owner
 * dies, however it dies, so "is the owner alive?" is "does connecting succeed?" — never a process id,
 * which a container's pid 1 or an unrelated process may reuse (decision 022).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    /** The owner's process id as it sees it (from another container it may mean nothing here). */
    readonly pid: number | undefined,
  ) {
    super(
      `Another Rethread process${pid ? ` (pid ${pid})` : ''} is using the embedded database in ${dir}; ` +
        'stop it first or use another DATA_DIR.',
    );
  }
}

// A unix socket's path is limited to 108 bytes on Linux (104 on macOS); longer ones go through the
// directory's descriptor in /proc, which names the same place in a few bytes.
const MAX_SOCKET_PATH = 100;
// How long a live owner may take to say its pid; past that the refusal stands without it.
const OWNER_ANSWER_MS = 3_000;

/** Takes the lock on `dir` and answers the function that releases it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const { path, done } = socketPath(`${dir}.lock`);
  try {
    // Two rounds: the second follows clearing a stale lock; losing that race to another starter is a refusal.
    for (let attempt = 0; attempt < 2; attempt++) {
      const server = await listen(path);
      if (server) {
        return async () => {
          // Closing the socket also removes its file.
          await new Promise<void>((resolve) => server.close(() => resolve()));
          done();
        };
      }
      const seen = inode(path);
      const owner = await ask(path);
      if (owner.alive) throw new DataDirLockedError(dir, owner.pid);
      if (seen !== undefined) removeStale(path, seen);
    }
    throw new DataDirLockedError(dir, (await ask(path)).pid);
  } catch (err) {
    done();
    throw err;
  }
}

/** Listens on `path`, or answers undefined when something is already there (alive or not). */
function listen(path: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    // Whoever connects learns the owner's pid, for the refusal message.
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(undefined) : reject(err),
    );
    server.listen(path, () => {
      // Holding the lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** Connects to the lock: refused means nobody listens there any more (the owner died). */
function ask(path: string): Promise<{ alive: boolean; pid: number | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let text = '';
    let connected = false;
    const answer = () => {
      const pid = Number.parseInt(text, 10);
      socket.destroy();
      resolve({ alive: true, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined });
    };
    socket.setTimeout(OWNER_ANSWER_MS, answer);
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', answer);
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) return answer();
      // ECONNREFUSED: a socket file nobody listens on, or the plain file of an older version's lock.
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve({ alive: false, pid: undefined });
      else reject(err);
    });
  });
}

function inode(path: string): number | undefined {
  try {
    return statSync(path).ino;
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale file aside before deleting it, so of two processes clearing it at once only one
 * removes it; a file that turns out to be someone's fresh lock (another inode) is put back.
 */
function removeStale(path: string, staleInode: number): void {
  const aside = `${path}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // Another process cleared it first; the next attempt sees its lock.
  }
  if (inode(aside) !== staleInode) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone locked again meanwhile; theirs stands.
    }
  }
  unlinkSync(aside);
}

/** The path to bind, and what to do once it is no longer needed. */
function socketPath(path: string): { path: string; done: () => void } {
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH || !existsSync('/proc/self/fd')) {
    return { path, done: () => {} };
  }
  const fd = openSync(dirname(path), 'r');
  let open = true;
  return {
    path: `/proc/self/fd/${fd}/${basename(path)}`,
    done: () => {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
