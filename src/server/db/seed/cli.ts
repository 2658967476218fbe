// `npm run db:seed`: adds the demo marketplace to an empty database (embedded or DATABASE_URL).
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { readOrCreateSessionSecret } from '../../lib/session-secret.js';
import { openDatabase } from '../client.js';
import { DEMO_LOGIN_LINES, DEMO_PASSWORD } from './demo-users.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
if (!config.sessionSecret) config.sessionSecret = readOrCreateSessionSecret(config.dataDir);
config.logLevel = 'warn';
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp(config, { database });
const seeded = await seedIfEmpty(app.ctx);
console.log(
  seeded
    ? `Demo data added. Log in with any of these (password ${DEMO_PASSWORD}):\n  ${DEMO_LOGIN_LINES.join('\n  ')}`
    : 'The database already has users; demo data was not added.',
);
await app.close();
await database.close();
