import type { ListKind } from '@mfi/contract/lists.schemas';
import { afterWriteOf, type CacheHolder } from './after-write';
import { listNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    list: true;
  }
}

const effects = afterWriteOf('list');

// The cached entries that show a list (modules/lists/lists.service.ts tags them so): its detail, its owner's
// list pages, the kind's home rail, and each listed title's "listed" lists.
export const listTags = {
  detail: (listId: number) => `list#${listId}`,
  owner: (ownerId: number) => `user-lists#${ownerId}`,
  home: (kind: ListKind) => `lists-home#${kind}`,
  listed: (kind: ListKind, titleId: number) => `${kind}-listed#${titleId}`,
};

/** What a list write touched: the list, its owner, and the titles it held before or holds after. */
export type ListWrite = { kind: ListKind; listId: number; ownerId: number; titleIds: Iterable<number> };

/** A user list with its items and likes: a community write (decision 003), no catalogue page changes. */
export const listAfterWrite = {
  /** In a like's transaction: the owner's notification (after-write/notify.ts). */
  notify: listNotify,
  /**
   * Created, updated or deleted: every entry that shows the list drops now (a deleted list never shows a
   * moment longer), every other page refreshes in the background.
   */
  saved: (ctx: CacheHolder, w: ListWrite) =>
    effects.community(
      ctx,
      listTags.detail(w.listId),
      listTags.owner(w.ownerId),
      listTags.home(w.kind),
      ...[...new Set(w.titleIds)].map((id) => listTags.listed(w.kind, id)),
    ),
  /** A like: the detail drops; the cards elsewhere show the new count after their background refresh. */
  liked: (ctx: CacheHolder, listId: number) => effects.community(ctx, listTags.detail(listId)),
};
