import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's files on disk, made durable (docs/decisions/010-embedded-durability.md). Out of the box
 * an acknowledged commit is in the operating system's page cache only: PGlite starts Postgres with
 * `-F` (fsync off), and Emscripten's Node filesystem has no fsync — the call returns at once — so a
 * power cut can lose committed transactions. Here fsync reaches the disk and Postgres is asked to use
 * it: every commit flushes the WAL with one real fsync before it is acknowledged (about 3 ms on the
 * development machine's disk, against 0.4 ms without), and checkpoints flush the data files.
 */
export function durablePgliteOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      // Postgres's default on Linux, fdatasync, is a no-op system call in PGlite's WebAssembly build;
      // fsync goes through the filesystem below.
      '-c',
      'wal_sync_method=fsync',
      // PGlite reads its files through the operating system's page cache, which already keeps them in
      // memory: Postgres's own 128 MB buffer pool on top (WebAssembly memory, never given back) only
      // doubles the cache and put the server past its 400 MB budget. 32 MB keeps
      // the indexes that every request walks.
      '-c',
      'shared_buffers=32MB',
    ],
  };
}

/** The part of Emscripten's NODEFS this needs; it is not in PGlite's types. */
type NodeFsInternals = {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
};

class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const syncFiles = (mod: unknown) => {
      const nodefs = (mod as { NODEFS: NodeFsInternals }).NODEFS;
      // tryFSOperation turns a failed fsync into the errno Postgres expects, which then refuses to
      // acknowledge the commit (a PANIC), as it would on a real disk.
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncFiles] },
    };
  }
}
