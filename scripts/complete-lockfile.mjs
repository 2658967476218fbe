// Adds lock entries for optional, platform-specific binaries the package registry here does not
// serve (darwin, win32, android… builds of @tailwindcss/oxide and unrs-resolver). `npm install`
// cannot resolve them, so it leaves them out, and `npm ci` then refuses the lock as out of sync.
// Each entry carries only the os/cpu its name encodes, so npm ci sees the tree complete and skips
// the package on this platform without fetching it. Run after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const platform = (name) => {
  const tail = name.split('/').pop();
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'].find((o) =>
    tail.includes(`-${o}-`),
  );
  const cpu =
    ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'].find((c) =>
      tail.includes(`-${c}`),
    ) ?? (tail.includes('-arm-') ? 'arm' : undefined);
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined };
};

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const where = `node_modules/${name}`;
    const { os, cpu } = platform(name);
    // Keys in the order npm itself writes them, so a later `npm install` leaves the lock unchanged.
    lock.packages[where] = JSON.parse(
      JSON.stringify({ version, cpu, dev: entry.dev || undefined, optional: true, os }),
    );
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
