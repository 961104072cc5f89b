import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Storage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { seedAbout } from './about';
import { seedArtists } from './artists';
import { seedFestival } from './festival';
import { seedJournals } from './journals';
import { seedLists } from './lists';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedMovies } from './movies';
import { seedReference } from './reference';
import { seedReviews } from './reviews';
import { seedSerialReviews } from './serial-reviews';
import { seedSerials } from './serials';
import { seedSocial } from './social';
import { recordFeedActions } from './scale-social';

type Log = (line: string) => void;

/**
 * Every start: the reference lists the site cannot work without (countries, genres, journal types…; rows
 * that exist are left alone, new ones are added). An empty database outside production also gets the
 * demo site; a database that has users is otherwise left alone.
 */
export async function seedIfEmpty(db: Db, opts: { log: Log; storage: Storage; production?: boolean }) {
  await seedReference(db);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0 || opts.production) return false;
  await seedDemo(db, opts.log, opts.storage);
  return true;
}

/** The demo accounts (demo-accounts.ts), each unless it is there; answers a line for each one created. */
export async function seedDemoAccounts(db: Db) {
  const created: string[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const made = await createAccount(db, {
      ...account,
      email: `${account.username}@demo.mfi.mn`,
      phone: String(99_000_000 + i + 1),
      ifMissing: true,
    });
    if (made)
      created.push(
        `  ${account.username.padEnd(12)} ${account.password.padEnd(16)} ${account.roles.join(', ') || 'member'}`,
      );
  }
  return created;
}

/** Adds what the demo site needs and is missing; safe to run again. */
export async function seedDemo(db: Db, log: Log, storage: Storage) {
  await seedReference(db);
  const created = await seedDemoAccounts(db);
  if (created.length) {
    log('Demo accounts (local use only, also listed in the README):');
    for (const line of created) log(line);
  }
  await seedArtists(db, storage);
  await seedMovies(db, storage);
  await seedReviews(db);
  await seedSerials(db, storage);
  await seedSerialReviews(db);
  // The festival's winners and nominees are demo films, serials and artists.
  await seedFestival(db, storage);
  // Journals link to the demo titles, so they come after them.
  await seedJournals(db, storage);
  // Lists hold the demo titles and are liked by the demo members.
  await seedLists(db);
  // The about-us page links a demo member's user page.
  await seedAbout(db, storage);
  // The demo members follow, post, comment and like: their profiles, feeds and notifications come alive.
  await seedSocial(db, storage);
  // The demo reviews, flags and journals are written straight into their tables: their feed cards too.
  await recordFeedActions(db, () => {}, { members: '%', slice: 10_000 });
}
