import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';

// semver ships no types; these are the two calls used.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

type LockEntry = { version?: string; engines?: { node?: string } | string[] };
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as T;

describe('the Node.js version the project asks for', () => {
  it('runs every installed package: npm install shows no EBADENGINE on the oldest Node allowed', () => {
    const pkg = readJson<{ engines: { node: string } }>('package.json');
    const oldest = semver.minVersion(pkg.engines.node)?.version;
    expect(oldest).toBeDefined();
    const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return path !== '' && range !== undefined && !semver.satisfies(oldest!, range);
      })
      .map(([path, entry]) => `${path}@${entry.version} wants Node ${JSON.stringify(entry.engines)}`);
    expect(refusing).toEqual([]);
  });
});
