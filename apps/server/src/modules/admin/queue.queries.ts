import { sql, type SQL } from 'drizzle-orm';
import { QUEUE_COUNT_CAP } from '@mfi/contract/admin.schemas';
import type { QueueKind } from '@mfi/contract/revisions.schemas';
import type { Executor } from '../../db/client';
import {
  artists,
  episodes,
  journalMainTypes,
  journals,
  journalSubTypes,
  movies,
  seasons,
  serials,
  users,
} from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { inPublishState, publishableBy } from '../../policies/visibility';

// The moderation queue (issue 25; decision 024): the unpublished items of six kinds as one list, newest first.
// Each kind's part reads its partial drafts index (db/schema/columns.ts draftIndexes) to the page's end, with
// the policy's conditions: the item's own publish state (`inPublishState`) and what the reader may publish
// (`publishableBy`); the parts are merged and the page cut. A kind the reader publishes nothing of is left out.

/**
 * One kind's part: its table with its alias (all its conditions read, so a count needs nothing more), the
 * joins for its address, and the columns the queue shows.
 */
type Part = { table: SQL; joins?: SQL; alias: string; creator: string; columns: SQL };

/** A movie's or a serial's part: its own titles, poster and slug, with no parent in its address. */
function titlePart(table: typeof movies | typeof serials, alias: string): Part {
  const t = sql.identifier(alias);
  return {
    table: sql`${table} ${t}`,
    alias,
    creator: 'created_by',
    columns: sql`${t}.m_title as title, ${t}.i_title as title_en, ${t}.poster as image, ${t}.slug,
      null::text as serial_slug, null::text as season_slug, null::text as type_slug, null::text as sub_type_slug`,
  };
}

const PARTS: Record<QueueKind, Part> = {
  artist: {
    table: sql`${artists} a`,
    alias: 'a',
    creator: 'created_by',
    columns: sql`a.pro_name as title, a.pro_name_en as title_en, a.photo as image, a.slug,
      null::text as serial_slug, null::text as season_slug, null::text as type_slug, null::text as sub_type_slug`,
  },
  movie: titlePart(movies, 'm'),
  serial: titlePart(serials, 's'),
  season: {
    table: sql`${seasons} x`,
    joins: sql`join ${serials} ps on ps.id = x.serial_id`,
    alias: 'x',
    creator: 'created_by',
    columns: sql`ps.m_title || ': ' || x.name as title, ps.i_title || ': ' || x.name as title_en, x.poster as image,
      x.slug, ps.slug as serial_slug, null::text as season_slug, null::text as type_slug, null::text as sub_type_slug`,
  },
  episode: {
    table: sql`${episodes} e`,
    joins: sql`join ${seasons} pe on pe.id = e.season_id join ${serials} ps on ps.id = pe.serial_id`,
    alias: 'e',
    creator: 'created_by',
    columns: sql`ps.m_title || ': ' || e.name as title, ps.i_title || ': ' || coalesce(nullif(e.name_en, ''), e.name) as title_en,
      e.background as image, e.slug, ps.slug as serial_slug, pe.slug as season_slug, null::text as type_slug,
      null::text as sub_type_slug`,
  },
  journal: {
    table: sql`${journals} j`,
    joins: sql`join ${journalSubTypes} st on st.id = j.sub_type_id join ${journalMainTypes} mt on mt.id = st.main_type_id`,
    alias: 'j',
    creator: 'author_id',
    columns: sql`j.title, j.title as title_en, j.cover as image, j.slug, null::text as serial_slug,
      null::text as season_slug, mt.slug as type_slug, st.slug as sub_type_slug`,
  },
};

export type QueueFilter = { kind?: QueueKind; creator?: number };

/** Each kind's condition for this reader and filter, the kinds they publish nothing of left out. */
function partsFor(reader: Actor, filter: QueueFilter) {
  return (Object.keys(PARTS) as QueueKind[]).flatMap((kind) => {
    if (filter.kind && filter.kind !== kind) return [];
    const mine = publishableBy(reader, kind, PARTS[kind].alias);
    if (mine === null) return [];
    const p = PARTS[kind];
    const conditions = [
      inPublishState(kind, false, p.alias),
      mine,
      filter.creator === undefined
        ? undefined
        : sql`${sql.identifier(p.alias)}.${sql.identifier(p.creator)} = ${filter.creator}`,
    ].filter((c): c is SQL => c !== undefined);
    return [{ kind, part: p, where: sql.join(conditions, sql` and `) }];
  });
}

export type QueueRow = {
  kind: QueueKind;
  id: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  creatorId: number | null;
  title: string;
  titleEn: string;
  image: string | null;
  slug: string;
  serialSlug: string | null;
  seasonSlug: string | null;
  typeSlug: string | null;
  subTypeSlug: string | null;
  creatorSlug: string | null;
  creatorUsername: string | null;
  creatorFirstname: string | null;
  creatorLastname: string | null;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A page of the waiting items the reader may publish, newest first, with their creators. */
export async function waitingPage(
  db: Executor,
  reader: Actor,
  filter: QueueFilter,
  page: { limit: number; offset: number },
) {
  const parts = partsFor(reader, filter);
  if (!parts.length) return [];
  const end = page.offset + page.limit;
  const selects = parts.map(
    ({ kind, part, where }) => sql`(select ${kind}::text as kind, ${sql.identifier(part.alias)}.id,
      ${sql.identifier(part.alias)}.created_at, ${sql.identifier(part.alias)}.updated_at,
      ${sql.identifier(part.alias)}.${sql.identifier(part.creator)} as creator_id, ${part.columns}
      from ${part.table} ${part.joins ?? sql``} where ${where}
      order by ${sql.identifier(part.alias)}.created_at desc, ${sql.identifier(part.alias)}.id desc limit ${end})`,
  );
  const result = await db.execute(sql`
    select q.kind, q.id, q.created_at as "createdAt", q.updated_at as "updatedAt", q.creator_id as "creatorId",
      q.title, q.title_en as "titleEn", q.image, q.slug, q.serial_slug as "serialSlug", q.season_slug as "seasonSlug",
      q.type_slug as "typeSlug", q.sub_type_slug as "subTypeSlug", u.slug as "creatorSlug",
      u.username as "creatorUsername", u.firstname as "creatorFirstname", u.lastname as "creatorLastname"
    from (${sql.join(selects, sql` union all `)}) q
    left join ${users} u on u.id = q.creator_id
    order by q.created_at desc, q.kind, q.id desc
    limit ${page.limit} offset ${page.offset}
  `);
  return rowsOf<QueueRow>(result);
}

/** How many waiting items the reader may publish under the filter. */
export async function waitingCount(db: Executor, reader: Actor, filter: QueueFilter) {
  const parts = partsFor(reader, filter);
  if (!parts.length) return { count: 0, capped: false };
  // The item's own table only (every condition is on it, and its drafts index answers alone), up to the cap.
  const counts = parts.map(
    ({ part, where }) =>
      sql`(select count(*) as n from (select 1 from ${part.table} where ${where} limit ${QUEUE_COUNT_CAP + 1}) k)`,
  );
  const result = await db.execute(
    sql`select coalesce(sum(n), 0)::int as n from (${sql.join(counts, sql` union all `)}) c`,
  );
  const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  return { count: Math.min(n, QUEUE_COUNT_CAP), capped: n > QUEUE_COUNT_CAP };
}

/**
 * One waiting item, whoever may publish it (the service asks the policy): its address and creator, for a
 * publish or a rejection; undefined when it is missing or published.
 */
export async function findWaiting(db: Executor, kind: QueueKind, id: number) {
  const p = PARTS[kind];
  const result = await db.execute(sql`
    select ${kind}::text as kind, ${sql.identifier(p.alias)}.id,
      ${sql.identifier(p.alias)}.${sql.identifier(p.creator)} as "creatorId", ${p.columns}
    from ${p.table} ${p.joins ?? sql``}
    where ${sql.identifier(p.alias)}.id = ${id} and ${inPublishState(kind, false, p.alias)}
  `);
  const row = rowsOf<{
    kind: QueueKind;
    id: number;
    creatorId: number | null;
    title: string;
    title_en: string;
    slug: string;
    serial_slug: string | null;
    season_slug: string | null;
    type_slug: string | null;
    sub_type_slug: string | null;
  }>(result)[0];
  return row;
}
export type WaitingItem = NonNullable<Awaited<ReturnType<typeof findWaiting>>>;
