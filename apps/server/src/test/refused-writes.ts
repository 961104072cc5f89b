import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The database refuses some rows from now on, as a full disk or a broken constraint would: a trigger `name`
 * raising on `event` (`before insert on user_actions`) for the rows `when` matches (`new.user_id = 7`).
 * Runs `during`, then drops the trigger, whatever happened.
 */
export async function whileRefusing(
  db: Db,
  refuse: { name: string; event: string; when: string },
  during: () => Promise<void>,
) {
  await db.execute(
    sql.raw(`create function ${refuse.name}() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${refuse.name} ${refuse.event} for each row
      when (${refuse.when}) execute function ${refuse.name}()`),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger ${refuse.name} on ${refuse.event.split(' ').at(-1)}`));
    await db.execute(sql.raw(`drop function ${refuse.name}()`));
  }
}
