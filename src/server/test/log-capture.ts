import fs from 'node:fs';

/** Test support (not a test file): what the app writes to its log. */

export interface StdioCapture {
  /** Everything written to stdout and stderr since the capture started, in order. */
  written: string[];
  /** Puts the real writes back. */
  restore: () => void;
}

/**
 * Pino writes through sonic-boom straight to the file descriptor; catching those writes (stdout and
 * stderr, nothing else) shows exactly what would reach the log.
 */
export function captureStdio(): StdioCapture {
  const written: string[] = [];
  const original = { write: fs.write, writeSync: fs.writeSync };
  const capture = (fd: number, data: unknown) => {
    if (fd === 1 || fd === 2) {
      written.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
      return true;
    }
    return false;
  };
  fs.writeSync = ((fd: number, data: never, ...rest: never[]) =>
    capture(fd, data)
      ? Buffer.byteLength(String(data))
      : original.writeSync(fd, data, ...rest)) as typeof fs.writeSync;
  fs.write = ((fd: number, data: never, ...rest: unknown[]) => {
    if (!capture(fd, data)) return (original.write as (...a: unknown[]) => void)(fd, data, ...rest);
    const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
    cb?.(null, Buffer.byteLength(String(data)));
  }) as typeof fs.write;
  return {
    written,
    restore: () => {
      fs.write = original.write;
      fs.writeSync = original.writeSync;
    },
  };
}
