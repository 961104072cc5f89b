import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListKind } from '@mfi/contract/lists.schemas';
import { LIST_CARD_POSTERS } from '@mfi/contract/limits';
import type { Executor } from '../../db/client';
import { movies, serials, userListItems, userListLikes, userLists, users } from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { published, visibleTo } from '../../policies/visibility';
import { searchKeyOf } from '../../lib/transliterate';

// User lists (issue 14). Movie and serial lists share the tables (db/schema/lists.ts); what differs by kind
// is the title table an item points at, named once in TITLES.

const TITLES = {
  movie: { table: 'movies', column: 'movie_id', year: 'year' },
  serial: { table: 'serials', column: 'serial_id', year: 'released_year' },
} as const;

const titleTableOf = (kind: ListKind) => (kind === 'movie' ? movies : serials);
const itemColumnOf = (kind: ListKind) => (kind === 'movie' ? userListItems.movieId : userListItems.serialId);

/** Rows of raw SQL, as both drivers answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------------------------------------------
// Owners.

export type ListOwner = { id: number; slug: string; username: string; image: string | null };

export async function findUserBySlug(db: Executor, slug: string): Promise<ListOwner | undefined> {
  const [row] = await db
    .select({ id: users.id, slug: users.slug, username: users.username, image: users.image })
    .from(users)
    .where(eq(users.slug, slug));
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Cards: the list, its owner and its first posters, in one statement. `which` is a subquery naming the
// lists' ids (an index's own order); the cards come newest first.

export type ListPosterRow = { id: number; slug: string; poster: string | null };

export type ListCardRow = {
  id: number;
  kind: ListKind;
  slug: string;
  title: string;
  about: string;
  topList: boolean;
  showDescriptions: boolean;
  totalItems: number;
  likesCount: number;
  createdAt: Date;
  userSlug: string;
  userName: string;
  userImage: string | null;
  posters: ListPosterRow[];
};

/** A listed title the viewer may see (`t` in the raw queries below): the policy's condition. */
const seenTitle = (viewer: Actor, kind: ListKind) => visibleTo(viewer, kind, 't') ?? sql`true`;

async function cardsOf(db: Executor, kind: ListKind, which: SQL, viewer: Actor): Promise<ListCardRow[]> {
  const t = TITLES[kind];
  const result = await db.execute(sql`
    select l.id, l.kind, l.slug, l.title, l.about, l.top_list as "topList", l.show_descriptions as "showDescriptions",
           l.total_items as "totalItems", l.likes_count as "likesCount", l.created_at as "createdAt",
           u.slug as "userSlug", u.username as "userName", u.image as "userImage",
           coalesce((
             select json_agg(json_build_object('id', p.id, 'slug', p.slug, 'poster', p.poster) order by p.position)
             from (
               select i.position, t.id, t.slug, t.poster
               from user_list_items i join ${sql.identifier(t.table)} t on t.id = i.${sql.identifier(t.column)}
               where i.list_id = l.id and ${seenTitle(viewer, kind)}
               order by i.position
               limit ${LIST_CARD_POSTERS}
             ) p
           ), '[]'::json) as posters
    from (${which}) w
    join user_lists l on l.id = w.id
    join users u on u.id = l.user_id
    order by l.id desc`);
  return rowsOf<Omit<ListCardRow, 'createdAt' | 'posters'> & { createdAt: Date | string; posters: unknown }>(
    result,
  ).map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    posters: (typeof r.posters === 'string' ? JSON.parse(r.posters) : r.posters) as ListPosterRow[],
  }));
}

/** The latest lists of a kind (the home rails). */
export const latestListCards = (db: Executor, kind: ListKind, limit: number, viewer: Actor) =>
  cardsOf(db, kind, sql`select id from user_lists where kind = ${kind} order by id desc limit ${limit}`, viewer);

/** The lists holding a title, newest first (a movie's or serial's "listed" call). */
export const cardsHoldingTitle = (db: Executor, kind: ListKind, titleId: number, limit: number, viewer: Actor) =>
  cardsOf(
    db,
    kind,
    sql`select list_id as id from user_list_items where ${sql.identifier(TITLES[kind].column)} = ${titleId}
        order by list_id desc limit ${limit}`,
    viewer,
  );

export type OwnerPage = { userId: number; kind: ListKind; topOnly: boolean; limit: number; offset: number };

const ownerWhere = (p: Pick<OwnerPage, 'userId' | 'kind' | 'topOnly'>) =>
  and(eq(userLists.userId, p.userId), eq(userLists.kind, p.kind), p.topOnly ? eq(userLists.topList, true) : undefined);

/** A page of a user's lists (all, or only the ranked ones), newest first. */
export const ownerListCards = (db: Executor, p: OwnerPage, viewer: Actor) =>
  cardsOf(
    db,
    p.kind,
    sql`select id from user_lists where user_id = ${p.userId} and kind = ${p.kind}
        ${p.topOnly ? sql`and top_list` : sql``} order by id desc limit ${p.limit} offset ${p.offset}`,
    viewer,
  );

export async function countOwnerLists(db: Executor, p: Pick<OwnerPage, 'userId' | 'kind' | 'topOnly'>) {
  const [row] = await db.select({ n: count() }).from(userLists).where(ownerWhere(p));
  return row.n;
}

/** Which of these lists the user likes. */
export async function likedListIds(db: Executor, userId: number, listIds: number[]): Promise<Set<number>> {
  if (!listIds.length) return new Set();
  const rows = await db
    .select({ id: userListLikes.listId })
    .from(userListLikes)
    .where(and(eq(userListLikes.userId, userId), inArray(userListLikes.listId, listIds)));
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------------
// Detail.

/** The owner's list of a kind by its slug, as a card (its first posters included). */
export async function findListCard(
  db: Executor,
  kind: ListKind,
  ownerId: number,
  slug: string,
  viewer: Actor,
): Promise<ListCardRow | undefined> {
  const [card] = await cardsOf(
    db,
    kind,
    sql`select id from user_lists where user_id = ${ownerId} and kind = ${kind} and slug = ${slug}`,
    viewer,
  );
  return card;
}

export type ListEntryRow = {
  id: number;
  slug: string;
  poster: string | null;
  iTitle: string;
  mTitle: string;
  year: number;
  description: string;
};

/** Every title of the list the reader may see, in the list's order. */
export async function listEntries(
  db: Executor,
  kind: ListKind,
  listId: number,
  viewer: Actor,
): Promise<ListEntryRow[]> {
  const t = TITLES[kind];
  const result = await db.execute(sql`
    select t.id, t.slug, t.poster, t.i_title as "iTitle", t.m_title as "mTitle", t.${sql.identifier(t.year)} as year, i.description
    from user_list_items i join ${sql.identifier(t.table)} t on t.id = i.${sql.identifier(t.column)}
    where i.list_id = ${listId} and ${seenTitle(viewer, kind)}
    order by i.position`);
  return rowsOf<ListEntryRow>(result);
}

// ---------------------------------------------------------------------------------------------------
// Writes.

export type ListRef = { id: number; kind: ListKind; userId: number; slug: string };
const refColumns = { id: userLists.id, kind: userLists.kind, userId: userLists.userId, slug: userLists.slug };

/** The list by id, locked for the write that follows. */
export async function lockListById(tx: Executor, kind: ListKind, id: number): Promise<ListRef | undefined> {
  const [row] = await tx
    .select(refColumns)
    .from(userLists)
    .where(and(eq(userLists.id, id), eq(userLists.kind, kind)))
    .for('update');
  return row;
}

/** The owner's list by slug, locked for the write that follows. */
export async function lockListBySlug(
  tx: Executor,
  kind: ListKind,
  ownerId: number,
  slug: string,
): Promise<ListRef | undefined> {
  const [row] = await tx
    .select(refColumns)
    .from(userLists)
    .where(and(eq(userLists.userId, ownerId), eq(userLists.kind, kind), eq(userLists.slug, slug)))
    .for('update');
  return row;
}

/**
 * Serializes the owner's list creates that look for a free slug, until the transaction ends: two creates of
 * one name would otherwise both find the same next slug free.
 */
export async function lockOwnerSlugs(tx: Executor, ownerId: number, kind: ListKind) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mfi.user_lists.${kind}`}), ${ownerId})`);
}

export async function ownerSlugTaken(db: Executor, ownerId: number, kind: ListKind, slug: string) {
  const [row] = await db
    .select({ id: userLists.id })
    .from(userLists)
    .where(and(eq(userLists.userId, ownerId), eq(userLists.kind, kind), eq(userLists.slug, slug)));
  return row !== undefined;
}

/** Of these titles, the ids that exist and are published. */
export async function publishedTitleIds(db: Executor, kind: ListKind, ids: number[]): Promise<Set<number>> {
  const table = titleTableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), published(kind, table)));
  return new Set(rows.map((r) => r.id));
}

/** The titles the list holds now, in its order. */
export async function listTitleIds(db: Executor, kind: ListKind, listId: number): Promise<number[]> {
  const column = itemColumnOf(kind);
  const rows = await db
    .select({ id: column })
    .from(userListItems)
    .where(eq(userListItems.listId, listId))
    .orderBy(userListItems.position);
  return rows.map((r) => r.id!);
}

export type ListFields = {
  title: string;
  about: string;
  topList: boolean;
  showDescriptions: boolean;
  totalItems: number;
};

/**
 * A new list and its items in one statement (one round trip, no transaction of its own): inserted only when
 * every title exists and is published and the slug is free; undefined otherwise, for the caller to find out
 * which (lists.service: the slower path answers the field error or picks the next free slug).
 */
export async function insertListAtOnce(
  db: Executor,
  list: ListFields & { kind: ListKind; userId: number; slug: string },
  items: { id: number; description: string }[],
): Promise<number | undefined> {
  const t = TITLES[list.kind];
  const rows = JSON.stringify(items.map((item, i) => ({ ...item, position: i + 1 })));
  const result = await db.execute(sql`
    with t as (select * from json_to_recordset(${rows}::json) as t(id int, description text, position int)),
    ok as (
      select count(*) = ${items.length} as ok
      from t join ${sql.identifier(t.table)} title on title.id = t.id where ${published(list.kind, 'title')}
    ),
    l as (
      insert into user_lists (kind, user_id, slug, title, about, top_list, show_descriptions, total_items, search_key)
      select ${list.kind}, ${list.userId}, ${list.slug}, ${list.title}, ${list.about}, ${list.topList},
             ${list.showDescriptions}, ${list.totalItems}, ${searchKeyOf(list.title)}
      where (select ok from ok)
      on conflict do nothing
      returning id
    ),
    i as (
      insert into user_list_items (list_id, position, ${sql.identifier(t.column)}, description)
      select l.id, t.position, t.id, t.description from l, t
    )
    select id from l`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

export async function insertList(
  tx: Executor,
  values: ListFields & { kind: ListKind; userId: number; slug: string },
): Promise<number> {
  const [row] = await tx
    .insert(userLists)
    .values({ ...values, searchKey: searchKeyOf(values.title) })
    .returning({ id: userLists.id });
  return row.id;
}

export async function updateList(tx: Executor, id: number, values: ListFields) {
  await tx
    .update(userLists)
    .set({ ...values, searchKey: searchKeyOf(values.title), updatedAt: new Date() })
    .where(eq(userLists.id, id));
}

/** The list's items become these, in this order (positions from 1). */
export async function replaceItems(
  tx: Executor,
  kind: ListKind,
  listId: number,
  items: { id: number; description: string }[],
) {
  await tx.delete(userListItems).where(eq(userListItems.listId, listId));
  await tx.insert(userListItems).values(
    items.map((item, i) => ({
      listId,
      position: i + 1,
      description: item.description,
      ...(kind === 'movie' ? { movieId: item.id } : { serialId: item.id }),
    })),
  );
}

/** Deletes the list; its items and likes go with it (foreign keys). */
export async function deleteList(tx: Executor, id: number) {
  await tx.delete(userLists).where(eq(userLists.id, id));
}

/**
 * Adds the user's like, or takes it back; likes_count moves by one with it, under the list's row lock (so
 * concurrent likes all count). Undefined when no such list.
 */
export async function toggleListLike(
  tx: Executor,
  kind: ListKind,
  listId: number,
  userId: number,
): Promise<{ liked: boolean; likes: number; ownerId: number } | undefined> {
  const [list] = await tx
    .select({ id: userLists.id })
    .from(userLists)
    .where(and(eq(userLists.id, listId), eq(userLists.kind, kind)));
  if (!list) return undefined;
  const added = await tx
    .insert(userListLikes)
    .values({ listId, userId })
    .onConflictDoNothing()
    .returning({ id: userListLikes.listId });
  const liked = added.length > 0;
  if (!liked)
    await tx.delete(userListLikes).where(and(eq(userListLikes.listId, listId), eq(userListLikes.userId, userId)));
  const [row] = await tx
    .update(userLists)
    .set({ likesCount: sql`greatest(${userLists.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(userLists.id, listId))
    .returning({ likes: userLists.likesCount, ownerId: userLists.userId });
  return row && { liked, likes: row.likes, ownerId: row.ownerId };
}

/** The owner's list of the kind with exactly this name (an import updates it rather than making a second). */
export async function ownListByTitle(db: Executor, ownerId: number, kind: ListKind, title: string) {
  const [row] = await db
    .select({ id: userLists.id })
    .from(userLists)
    .where(and(eq(userLists.userId, ownerId), eq(userLists.kind, kind), eq(userLists.title, title)))
    .orderBy(userLists.id)
    .limit(1);
  return row;
}
