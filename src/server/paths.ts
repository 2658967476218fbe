import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this module to package.json, so the same code finds
 * the migrations and the built client whether it runs from src/ (tsx) or from the bundle in dist/.
 */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(projectRoot, 'src/server/db/migrations');
export const clientDistDir = join(projectRoot, 'dist/client');
/** The client's server render (src/client/server-entry.tsx), built by `npm run build`. */
export const firstViewEntry = join(projectRoot, 'dist/ssr/server-entry.js');
