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
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, TanStack Query, the layout)
          // in one chunk: every page needs all of it before its first paint anyway, and one file
          // compresses ~5 KB smaller than the ten small shared chunks it was split into, with fewer
          // requests. Pages, dialogs and what they share keep rolldown's automatic splitting
          // (`npx tsx bench/client-sizes.ts` shows the result).
          groups: [{ name: 'app', tags: ['$initial'] }],
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
