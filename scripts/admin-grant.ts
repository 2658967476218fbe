// `npm run admin:grant -- someone@example.com` makes an account an operator;
// `npm run admin:grant -- --revoke someone@example.com` takes the role back. There is no API for it.
// Works on the embedded database in DATA_DIR (the server must be stopped: one process owns it) and on
// DATABASE_URL (the server may be running).
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.js';
import { describeGrant, setAdminRole } from '../src/server/features/admin/grant.js';

const USAGE = 'Usage: npm run admin:grant -- [--revoke] someone@example.com';

async function main(args: string[]): Promise<number> {
  const revoke = args.includes('--revoke');
  const rest = args.filter((a) => a !== '--revoke');
  const email = rest[0];
  if (rest.length !== 1 || !email || !email.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  let database;
  try {
    database = await openDatabase(loadConfig());
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        `The Rethread server${err.pid ? ` (pid ${err.pid})` : ''} is using the embedded database in ${err.dir}. ` +
          'Stop the server first, then run this command again.',
      );
      return 1;
    }
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    // A database that was never started has no tables yet; this creates them as the server would.
    await database.migrate();
    const { ok, message } = describeGrant(await setAdminRole(database.db, email, !revoke));
    (ok ? console.log : console.error)(message);
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
