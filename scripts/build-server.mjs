// Bundles the server into dist/server/main.js; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    seed: 'src/server/db/seed/cli.ts',
    worker: 'src/server/worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
