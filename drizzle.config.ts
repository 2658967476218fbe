import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`: it diffs schema.ts against the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
