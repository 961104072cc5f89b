import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sha256 } from '../lib/tokens';
import { SCALE_BENCH_USERS, SCALE_USER_SLUG } from './scale-ratings';

// The admin console's scale (issue 25 item 7): 100,000 drafts waiting in the moderation queue (the catalogue's
// own unpublished rows, topped up with draft episodes of the scale seasons), 1,000,000 revisions (ten a scale
// movie) and 100,000 audit rows, read by an admin with a fixed bench token. By SQL over generate_series.
// Bench data only: the revisions hold no state (none can be reverted) and the admin signs in by token alone.

export const SCALE_ADMIN = { drafts: 100_000, revisionsPerMovie: 10, auditRows: 100_000 };
export const SCALE_ADMIN_SLUG = 'scale-admin';
export const scaleAdminToken = () => 'scale-bench-admin-token';

/** The number a one-row query answers in its column `n` (a count, an id). */
const numberOf = async (db: Db, query: string) =>
  Number(((await db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0].n);

/** Adds the console's rows unless they are here; true when it added them. `size` is smaller in the test. */
export async function seedScaleAdmin(db: Db, log: (line: string) => void, size = SCALE_ADMIN) {
  const movieCount = await numberOf(db, "select count(*) n from movies where slug like 'scale-movie-%'");
  const revisionCount = await numberOf(db, "select count(*) n from revisions where kind = 'movie'");
  if (revisionCount >= movieCount * size.revisionsPerMovie) {
    log(`Admin console: already here (${revisionCount} revisions).`);
    return false;
  }

  // The password hash is not a valid scrypt digest: the bench admin signs in by its token only.
  await db.execute(sql`
    insert into users (username, email, phone, password_hash, slug, is_active, firstname, admin)
    values ('scale_admin', 'scale-admin@scale.mfi.mn', 'sadmin', '!', ${SCALE_ADMIN_SLUG}, true, 'Админ', true)
    on conflict do nothing`);
  const adminId = await numberOf(db, `select id n from users where slug = '${SCALE_ADMIN_SLUG}'`);
  await db.execute(sql`
    insert into auth_tokens (key_hash, user_id) values (${sha256(scaleAdminToken())}, ${adminId})
    on conflict (key_hash) do update set last_used_at = now()`);
  const creators = `(select array_agg(id order by id) ids from users where slug like '${SCALE_USER_SLUG}%' and
    substring(slug from ${SCALE_USER_SLUG.length + 1})::int <= ${SCALE_BENCH_USERS})`;

  const drafts = await numberOf(
    db,
    `select (select count(*) from movies where not publish) + (select count(*) from artists where not publish) +
      (select count(*) from serials where not publish) + (select count(*) from seasons where not publish) +
      (select count(*) from episodes where not publish) + (select count(*) from journals where publish_date is null) n`,
  );
  if (drafts < size.drafts) {
    log(`Draft episodes: ${size.drafts - drafts}…`);
    // Numbered past the season's own episodes (1000 and up), created by the first bench members in turn.
    await db.execute(
      sql.raw(`
      with c as ${creators}, se as (select id, row_number() over (order by id) r from seasons)
      insert into episodes (season_id, slug, episode_num, name, runtime, plot, en_plot, publish, created_by, created_at, updated_at)
      select se.id, 'draft-episode-' || k, 1000 + k, 'Ноорог анги ' || k, 30, 'Нийтлэгдээгүй анги.', 'A draft episode.', false,
             c.ids[1 + (se.r + k) % array_length(c.ids, 1)],
             now() - ((se.r * 7 + k) % 20000) * interval '1 hour', now() - ((se.r * 7 + k) % 20000) * interval '1 hour'
      from se, c, generate_series(1, 4) k
      where (se.r - 1) * 4 + k <= ${size.drafts - drafts}
      on conflict do nothing`),
    );
  }

  log(`Revisions: ${movieCount * size.revisionsPerMovie}…`);
  // Each scale movie: created, edited eight times (year and runtime by turns), published; spread over years.
  const slice = 10_000;
  const [{ lo, hi }] = (
    (await db.execute(
      sql.raw("select min(id) lo, max(id) hi from movies where slug like 'scale-movie-%'"),
    )) as unknown as { rows: { lo: number; hi: number }[] }
  ).rows;
  for (let from = lo; from <= hi; from += slice) {
    await db.execute(
      sql.raw(`
      insert into revisions (kind, item_id, action, actor_id, fields, before, after, created_at)
      select 'movie', m.id,
             case k when 0 then 'create' when ${size.revisionsPerMovie - 1} then 'publish' else 'update' end,
             ${adminId},
             case when k = 0 or k = ${size.revisionsPerMovie - 1} then '{}'::text[]
                  when k % 2 = 0 then '{year}'::text[] else '{runtime}'::text[] end,
             case when k = 0 or k = ${size.revisionsPerMovie - 1} then null
                  when k % 2 = 0 then jsonb_build_object('year', m.year - 1) else jsonb_build_object('runtime', m.runtime - 1) end,
             case when k = 0 or k = ${size.revisionsPerMovie - 1} then null
                  when k % 2 = 0 then jsonb_build_object('year', m.year) else jsonb_build_object('runtime', m.runtime) end,
             now() - ((${size.revisionsPerMovie} - k) * 30 + m.id % 30) * interval '1 day'
      from movies m, generate_series(0, ${size.revisionsPerMovie - 1}) k
      where m.slug like 'scale-movie-%' and m.id between ${from} and ${from + slice - 1}`),
    );
  }

  log(`Audit log: ${size.auditRows}…`);
  await db.execute(
    sql.raw(`
    with c as ${creators}
    insert into admin_audit (actor_id, actor_name, action, target_kind, target_id, target_label, before, after, created_at)
    select ${adminId}, 'scale_admin',
           (array['role_grant', 'role_revoke', 'member_deactivate', 'member_reactivate'])[1 + n % 4],
           'member', c.ids[1 + n % array_length(c.ids, 1)], 'scale_u' || (1 + n % array_length(c.ids, 1)),
           jsonb_build_object('critic', n % 2 = 0), jsonb_build_object('critic', n % 2 = 1),
           now() - (n % 20000) * interval '1 hour'
    from c, generate_series(1, ${size.auditRows}) n`),
  );
  log('VACUUM ANALYZE of the console tables…');
  for (const table of ['episodes', 'revisions', 'admin_audit', 'users', 'auth_tokens']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return true;
}
