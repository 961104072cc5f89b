import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  countries,
  genres,
  languages,
  movies,
  professions,
  type RevisionState,
  revisions,
  serials,
  subgenres,
  tags,
  users,
} from '../../db/schema';

// The revision log (decision 024): one row per write, read newest first through revisions_item_idx.

export type NewRevision = typeof revisions.$inferInsert;

export async function insertRevision(tx: Executor, row: NewRevision) {
  const [r] = await tx.insert(revisions).values(row).returning({ id: revisions.id });
  return r!.id;
}

/** The action of a publication, as a parameter: the action's name, not a publish flag. */
const PUBLISHED = 'publish';

const itemIs = (kind: string, id: number) => and(eq(revisions.kind, kind), eq(revisions.itemId, id));

/** A page of an item's revisions, newest first, with their authors. */
export function revisionPage(db: Executor, kind: string, id: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: revisions.id,
      action: revisions.action,
      fields: revisions.fields,
      before: revisions.before,
      after: revisions.after,
      note: revisions.note,
      revertOf: revisions.revertOf,
      createdAt: revisions.createdAt,
      hasState: sql<boolean>`${revisions.state} is not null`,
      actorId: users.id,
      actorSlug: users.slug,
      actorUsername: users.username,
      actorFirstname: users.firstname,
      actorLastname: users.lastname,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.actorId))
    .where(itemIs(kind, id))
    .orderBy(desc(revisions.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type RevisionRow = Awaited<ReturnType<typeof revisionPage>>[number];

export async function countRevisions(db: Executor, kind: string, id: number) {
  const [row] = await db.select({ n: count() }).from(revisions).where(itemIs(kind, id));
  return row?.n ?? 0;
}

/** The item's last stored state (its newest revision that has one): its title when it is gone. */
export async function lastState(db: Executor, kind: string, id: number) {
  const [row] = await db
    .select({ state: revisions.state })
    .from(revisions)
    .where(and(itemIs(kind, id), sql`${revisions.state} is not null`))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row?.state ?? null;
}

export async function findRevision(db: Executor, id: number) {
  const [row] = await db
    .select({ id: revisions.id, kind: revisions.kind, itemId: revisions.itemId, state: revisions.state })
    .from(revisions)
    .where(eq(revisions.id, id));
  return row;
}

/**
 * For the queue's page of items: each one's newest revision (its state now, and a rejection when that is the
 * newest), and the state of its last publication. Two index walks an item (revisions_item_idx and the partial
 * revisions_item_published_idx), however long the history.
 */
export async function moderationTrail(db: Executor, items: { kind: string; id: number }[]) {
  if (!items.length) return [];
  const refs = sql.join(
    items.map((i) => sql`(${i.kind}::text, ${i.id}::int)`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    select ref.kind, ref.id,
      newest.action as "newestAction", newest.state as "newestState", newest.note as "newestNote",
      newest.created_at as "newestAt", u.id as "byId", u.slug as "bySlug", u.username as "byUsername",
      u.firstname as "byFirstname", u.lastname as "byLastname",
      (select p.state from ${revisions} p where p.kind = ref.kind and p.item_id = ref.id and p.action = ${PUBLISHED}
        order by p.id desc limit 1) as "publishedState"
    from (values ${refs}) as ref(kind, id)
    left join lateral (
      select r.action, r.state, r.note, r.created_at, r.actor_id from ${revisions} r
      where r.kind = ref.kind and r.item_id = ref.id order by r.id desc limit 1
    ) newest on true
    left join ${users} u on u.id = newest.actor_id
  `);
  return (rows as unknown as { rows: TrailRow[] }).rows;
}
export type TrailRow = {
  kind: string;
  id: number;
  newestAction: string | null;
  newestState: RevisionState | null;
  newestNote: string | null;
  newestAt: string | Date | null;
  byId: number | null;
  bySlug: string | null;
  byUsername: string | null;
  byFirstname: string | null;
  byLastname: string | null;
  publishedState: RevisionState | null;
};

/** What a history names a list row's ids by: the reference, person or title tables, Mongolian and English names. */
const NAME_TABLES = {
  genres: { table: genres, mn: genres.nameMn, en: genres.nameEn },
  subgenres: { table: subgenres, mn: subgenres.nameMn, en: subgenres.nameEn },
  countries: { table: countries, mn: countries.nameMn, en: countries.nameEn },
  languages: { table: languages, mn: languages.nameMn, en: languages.nameEn },
  professions: { table: professions, mn: professions.nameMn, en: professions.nameEn },
  tags: { table: tags, mn: tags.name, en: sql<string>`coalesce(${tags.nameEn}, ${tags.name})` },
  artists: { table: artists, mn: artists.proName, en: artists.proNameEn },
  movies: { table: movies, mn: movies.mTitle, en: movies.iTitle },
  serials: { table: serials, mn: serials.mTitle, en: serials.iTitle },
  users: { table: users, mn: users.username, en: users.username },
} as const;
export type NameTable = keyof typeof NAME_TABLES;

/** The names of the rows `ids` of one table, by id. */
export async function namesOf(db: Executor, name: NameTable, ids: number[]) {
  if (!ids.length) return new Map<number, { mn: string; en: string }>();
  const t = NAME_TABLES[name];
  const rows = await db
    .select({ id: sql<number>`${t.table}.id`, mn: t.mn, en: t.en })
    .from(t.table)
    .where(inArray(sql`${t.table}.id`, ids));
  return new Map(rows.map((r) => [r.id, { mn: r.mn || r.en, en: r.en || r.mn }]));
}
