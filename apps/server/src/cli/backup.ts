import { parseArgs } from 'node:util';
import { describeBackup, runBackup } from '../backup/backup';
import { loadConfig } from '../config';

// Operator command: a backup of the database and the media while the site serves (decision 034).
const usage = `Usage: npm run backup -- <dir>
Writes the database (DATABASE_URL's PostgreSQL through pg_dump, else the embedded one in DATA_DIR) and every
media file into <dir>, a new or empty directory, with manifest.json written last. The site keeps serving; a
running server on the embedded database takes the backup itself.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new Error(usage);
  const manifest = await runBackup(loadConfig(), positionals[0], console.log);
  console.log(describeBackup(positionals[0], manifest));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
