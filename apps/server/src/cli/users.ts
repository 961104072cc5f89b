import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { holdDataDirLock } from '../db/lock';
import { createAccount, listAccounts, parseRole, setRole } from '../modules/accounts/operator.service';

// Operator command: the first admin of a real deployment, and role changes, on the server's database.
const usage = `Usage:
  npm run users -- create <username> --password <pw> --email <e> --phone <8 digits> [--role <role> ...]
  npm run users -- grant <username> <role>
  npm run users -- revoke <username> <role>
  npm run users -- list
Roles: contributer, main_contributer, publisher, critic, admin
Flag: ustga (the festival entrant: may register films; grant and revoke it like a role)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      role: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, username, role] = positionals;
  if (values.help || !command) return console.log(usage);

  const config = loadConfig();
  if (!config.databaseUrl) holdDataDirLock(config.dataDir, 'users command');
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const db = database.db;
    switch (command) {
      case 'create': {
        if (!username || !values.password || !values.email || !values.phone) throw new Error(usage);
        await createAccount(db, {
          username,
          password: values.password,
          email: values.email,
          phone: values.phone,
          roles: (values.role ?? []).map(parseRole),
        });
        console.log(`Created the active account "${username}".`);
        break;
      }
      case 'grant':
      case 'revoke':
        if (!username || !role) throw new Error(usage);
        await setRole(db, username, parseRole(role), command === 'grant');
        console.log(
          `${command === 'grant' ? 'Granted' : 'Revoked'} ${role} ${command === 'grant' ? 'to' : 'from'} "${username}".`,
        );
        break;
      case 'list':
        for (const u of await listAccounts(db)) {
          console.log(
            `${u.username.padEnd(20)} ${u.email.padEnd(30)} ${u.phone} ${u.active ? 'active  ' : 'inactive'} ${u.roles.join(',')}`,
          );
        }
        break;
      default:
        throw new Error(usage);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
