import { createPostgresTemplate, pgliteTemplate, POSTGRES_TEMPLATE_ENV } from './template-database.js';

/**
 * Vitest's global setup (vitest.config.ts): builds the migrated template once, before any worker
 * starts, so the workers copy it instead of racing to build it. On PostgreSQL it is a database of
 * this run, named to the workers through the environment and dropped at the end.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    await pgliteTemplate();
    return undefined;
  }
  const template = await createPostgresTemplate(serverUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return () => template.drop();
}
