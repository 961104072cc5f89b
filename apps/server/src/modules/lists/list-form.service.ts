import {
  LIST_ABOUT_MAX,
  LIST_ITEM_DESCRIPTION_MAX,
  LIST_ITEMS_MAX,
  LIST_NAME_MAX,
  LIST_NAME_MIN,
} from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import type { ListCreateBody, ListKind, ListUpdateBody } from '@mfi/contract/lists.schemas';
import { listAfterWrite, type ListWrite } from '../../after-write/list.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { slugify, uniqueSlug } from '../../lib/slug';
import { authorize } from '../../policies/catalogue.policy';
import { authorizeInteraction } from '../profiles/profiles.service';
import * as q from './lists.queries';

// The list writes (issue 14; part 2 sections 5 and 8): create, update, delete and like. The body's shape
// (name, 1 to 250 titles each at most once, about) is the contract's; the rules that need the database are
// here: only published titles, only the owner (or an admin) updates or deletes, likes toggle.

const fieldsOf = (body: ListCreateBody): q.ListFields => ({
  title: body.movieListName,
  about: body.movieListAbout,
  topList: body.checkTopList,
  showDescriptions: body.checkMovieDesc,
  totalItems: body.movieList.length,
});

/**
 * Every title exists and is published, or was in the list already (`kept`: a title unpublished since it was
 * added may stay, as a journal keeps its related titles); else the list's field error.
 */
async function checkTitles(tx: Executor, kind: ListKind, ids: number[], kept: readonly number[] = []) {
  const published = await q.publishedTitleIds(tx, kind, ids);
  const allowed = new Set([...published, ...kept]);
  if (ids.some((id) => !allowed.has(id))) throw fieldError('movieList', 'listItemUnknown');
}

/** Runs the create again when a concurrent create of the same name took the slug between check and insert. */
async function retryOnSlugRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * POST /movie/api-create-movielist/ and /serial/create-seriallist/: the new list's slug, from its name. The
 * common case (published titles, a name the owner has not used) is one statement; a refused title or a taken
 * slug goes the longer way, which answers the field error or takes the next free slug.
 */
export function createList(ctx: AppContext, user: AuthUser, kind: ListKind, body: ListCreateBody) {
  return ctx.quotas.create(user, async () => {
    const ids = body.movieList.map((item) => item.id);
    const slug = slugify(body.movieListName);
    const listId = await q.insertListAtOnce(ctx.db, { ...fieldsOf(body), kind, userId: user.id, slug }, body.movieList);
    const created = listId ? { listId, slug } : await createListSlowly(ctx, user, kind, body, ids);
    listAfterWrite.saved(ctx, { kind, listId: created.listId, ownerId: user.id, titleIds: ids });
    return { success: true, message: mn('listCreated'), slug: created.slug };
  });
}

function createListSlowly(ctx: AppContext, user: AuthUser, kind: ListKind, body: ListCreateBody, ids: number[]) {
  return retryOnSlugRace(() =>
    ctx.db.transaction(async (tx) => {
      await checkTitles(tx, kind, ids);
      await q.lockOwnerSlugs(tx, user.id, kind);
      // The slug is the name's at creation, unique among the owner's lists, and stays on rename.
      const slug = await uniqueSlug(body.movieListName, (s) => q.ownerSlugTaken(tx, user.id, kind, s));
      const listId = await q.insertList(tx, { ...fieldsOf(body), kind, userId: user.id, slug });
      await q.replaceItems(tx, kind, listId, body.movieList);
      return { listId, slug };
    }),
  );
}

/** POST /movie/api-update-movielist/ and /serial/update-seriallist/: the owner's (or an admin's) edit. */
export async function updateList(ctx: AppContext, user: AuthUser, kind: ListKind, body: ListUpdateBody) {
  const ids = body.movieList.map((item) => item.id);
  const written = await ctx.db.transaction(async (tx): Promise<{ slug: string; write: ListWrite }> => {
    const list = await q.lockListById(tx, kind, body.listId);
    if (!list) throw notFound();
    authorize(user, 'edit', { kind: 'list', ownerId: list.userId });
    const before = await q.listTitleIds(tx, kind, list.id);
    await checkTitles(tx, kind, ids, before);
    await q.updateList(tx, list.id, fieldsOf(body));
    await q.replaceItems(tx, kind, list.id, body.movieList);
    return { slug: list.slug, write: { kind, listId: list.id, ownerId: list.userId, titleIds: [...before, ...ids] } };
  });
  listAfterWrite.saved(ctx, written.write);
  return { success: true, message: mn('listUpdated'), slug: written.slug };
}

/**
 * POST /movie/api-delete-movielist/ and /serial/delete-seriallist/ {list_slug, list_user}: the list goes with
 * its items and likes, from every page that showed it.
 */
export async function deleteList(
  ctx: AppContext,
  user: AuthUser,
  kind: ListKind,
  body: { list_slug: string; list_user?: string },
) {
  const write = await ctx.db.transaction(async (tx): Promise<ListWrite> => {
    const owner = body.list_user === undefined ? user : await q.findUserBySlug(tx, body.list_user);
    if (!owner) throw notFound();
    const list = await q.lockListBySlug(tx, kind, owner.id, body.list_slug);
    if (!list) throw notFound();
    authorize(user, 'delete', { kind: 'list', ownerId: list.userId });
    const titleIds = await q.listTitleIds(tx, kind, list.id);
    await q.deleteList(tx, list.id);
    return { kind, listId: list.id, ownerId: list.userId, titleIds };
  });
  listAfterWrite.saved(ctx, write);
  return { success: true, message: mn('listDeleted') };
}

/**
 * A member's import (modules/user-import, decision 037): a list of the file, by its name. The member's list of
 * that name (and kind) is updated to the file's titles, else a list is made: a re-run doubles nothing. The name
 * and about are cut to the form's bounds, the titles to the first LIST_ITEMS_MAX published ones.
 */
export async function importList(
  ctx: AppContext,
  user: AuthUser,
  kind: ListKind,
  list: { name: string; about: string; items: { id: number; description: string }[] },
) {
  const name = list.name.trim().slice(0, LIST_NAME_MAX).padEnd(LIST_NAME_MIN, '.');
  const existing = await q.ownListByTitle(ctx.db, user.id, kind, name);
  const published = await q.publishedTitleIds(
    ctx.db,
    kind,
    list.items.map((i) => i.id),
  );
  const items = list.items
    .filter((i) => published.has(i.id))
    .slice(0, LIST_ITEMS_MAX)
    .map((i) => ({ id: i.id, description: i.description.slice(0, LIST_ITEM_DESCRIPTION_MAX) }));
  if (!items.length) return;
  const body: ListCreateBody = {
    movieListName: name,
    movieListAbout: list.about.slice(0, LIST_ABOUT_MAX),
    checkTopList: false,
    checkMovieDesc: items.some((i) => i.description),
    movieList: items,
  };
  if (existing) {
    await updateList(ctx, user, kind, { ...body, listId: existing.id });
    return;
  }
  const created = await createListSlowly(
    ctx,
    user,
    kind,
    body,
    items.map((i) => i.id),
  );
  listAfterWrite.saved(ctx, { kind, listId: created.listId, ownerId: user.id, titleIds: items.map((i) => i.id) });
}

/**
 * POST /user/api/v-user-movielistlike/ and v-user-seriallistlike/ {list_id}: toggles the caller's like; a new
 * like of the list of a member who blocked the caller is refused (the profile policy's `canInteract`).
 */
export async function likeList(ctx: AppContext, user: AuthUser, kind: ListKind, listId: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const like = await q.toggleListLike(tx, kind, listId, user.id);
    if (like?.liked) await authorizeInteraction(tx, user, like.ownerId); // across a block: 403, rolled back
    if (like) await listAfterWrite.notify.liked(tx, kind, listId, user.id, like.liked);
    return like;
  });
  if (!result) throw notFound();
  listAfterWrite.liked(ctx, listId);
  return { user_like: result.liked, list_likes: result.likes };
}
