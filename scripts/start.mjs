// `npm start`: build when the sources are newer than the build, then run the server. Keeps a newcomer's first start to one command.
// `node scripts/start.mjs --no-build` serves the existing build as it is (built beforehand by a deploy, or by the process tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(join(root, 'src')),
  ...['index.html', 'vite.config.ts', 'package.json'].map((f) => statSync(join(root, f)).mtimeMs),
);
const needsBuild =
  !process.argv.includes('--no-build') &&
  (!existsSync(stamp) ||
    !existsSync(join(root, 'dist/client/index.html')) ||
    // The server render of visitors' pages (decision 020), added after the first builds.
    !existsSync(join(root, 'dist/ssr/server-entry.js')) ||
    statSync(stamp).mtimeMs < sources);
if (needsBuild) {
  console.log('Building Rethread (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A bounded heap (server-node-flags.json) makes V8 collect early instead of growing towards its
// default limit (a quarter of the machine's memory): the server stays near 160 MB under load.
//
// The server runs as a child because those flags only apply when a process starts. So this parent
// must never leave it running on its own:
// - SIGINT, SIGTERM or SIGHUP sent to this process (by npm, a process manager, `kill`) is passed on,
//   and this process exits with the server's status once the server has stopped;
// - Ctrl-C in a terminal signals the whole process group: the server gets it directly as well (its
//   shutdown runs once, the second signal changes nothing);
// - the server holds an IPC channel to this process and stops when the channel closes, that is when
//   this process ends in any way, even `kill -9`;
// - npm may end without passing a signal on (its shell stays behind): when this process finds that
//   its parent has changed, it stops the server too.
const serverFlags = JSON.parse(readFileSync(join(root, 'scripts/server-node-flags.json'), 'utf8'));
// glibc gives each thread that allocates its own malloc arena and rarely returns their memory: the
// image pipeline's threads left RSS ~100 MB higher after a burst of uploads. Two arenas are enough
// for one event loop and one sharp worker (server-env.json, shared with the benchmarks).
const serverEnv = JSON.parse(readFileSync(join(root, 'scripts/server-env.json'), 'utf8'));
const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...serverFlags, join(root, 'dist/server/main.js')],
  { cwd: root, env: { ...serverEnv, ...process.env }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
);
// The channel only says whether this process is alive; nothing is sent on it, and it must not keep
// this process running by itself.
child.channel?.unref();

const stop = (signal) => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000);
watchParent.unref();

child.on('exit', (code, signal) => {
  clearInterval(watchParent);
  // A server killed by a signal: the shell's convention, 128 + the signal's number.
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0));
});
