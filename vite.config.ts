import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripContractSchemas } from './scripts/vite-strip-contract-schemas.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), stripContractSchemas()],
  // #shared/…, #server/…, #client/…: the aliases tsconfig.json defines.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Written next to the files for bench/client-sizes, but not named in them (no sourceMappingURL);
    // the server never serves a .map (http/spa.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      // The app, and the small loader that starts it on pages the server rendered (decision 020).
      input: { index: 'index.html', 'start-after-load': 'src/client/start-after-load.ts' },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, TanStack Query, the layout)
          // in one chunk: every page needs all of it before its first paint anyway, and one file
          // compresses ~5 KB smaller than the ten small shared chunks it was split into, with fewer
          // requests. Pages, dialogs and what they share keep rolldown's automatic splitting
          // (`npx tsx bench/client-sizes.ts` shows the result).
          // The loader stays a file of its own: it must run before the app is fetched.
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.includes('start-after-load') }],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/uploads': 'http://127.0.0.1:3001',
    },
  },
});
