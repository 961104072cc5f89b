import { parseArgs } from 'node:util';
import { runRestore } from '../backup/restore';
import { loadConfig } from '../config';

// Operator command: a backup made by npm run backup into the configured database and storage (decision 034).
const usage = `Usage: npm run restore -- <dir> [--force]
Restores the backup in <dir>: the media into the storage, the database into DATABASE_URL's PostgreSQL (which
must be empty) or, without it, into DATA_DIR/db (which must not exist yet). --force restores over a database:
PostgreSQL's objects that the backup holds are replaced, an embedded database is moved aside. Stop the servers
first.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new Error(usage);
  const facts = await runRestore(loadConfig(), positionals[0], { force: values.force, log: console.log });
  const counts = Object.entries(facts.counts).map(([name, n]) => `${n} ${name}`);
  console.log(`Restored from ${positionals[0]}, at migration ${facts.latestMigration}: ${counts.join(', ')}.`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
