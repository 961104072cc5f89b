import { afterWriteOf, type CacheHolder } from './after-write';
import { profileNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    profile: true;
  }
}

const effects = afterWriteOf('profile');

/**
 * A member's own pages (issue 15): the caller-free part of their profile detail and of their feed pages is
 * cached under this tag (modules/profiles, modules/feed); the caller's follow, blocks and likes are read per
 * request.
 */
export const memberTags = { pages: (memberId: number) => `member#${memberId}` };

/**
 * A member's profile, follows and blocks (issue 15). Besides the member's own pages, what other cached
 * pages show of a member matters: the name and photo on review cards, list cards and rails.
 */
export const profileAfterWrite = {
  /** In the follow's or block's transaction: the notifications (after-write/notify.ts). */
  notify: profileNotify,
  /**
   * The profile saved: the cached cards showing the member's name or photo refresh in the background
   * (a community write, decision 003); nothing private is cached, so nothing must drop at once.
   */
  saved: (ctx: CacheHolder) => effects.community(ctx),
  /**
   * A follow or block toggled: the other member's follower and following counts move, so their own pages
   * drop (the writer's drop by themselves); the flags between the two are read per request.
   */
  related: (ctx: CacheHolder, otherId: number) => effects.own(ctx, memberTags.pages(otherId)),
  /**
   * The account's e-mail restored from the undo link (auth/email-change.service.ts), a call with no
   * signed-in writer: the member's own pages, which show the owner their e-mail, drop.
   */
  emailRestored: (ctx: CacheHolder, memberId: number) => effects.own(ctx, memberTags.pages(memberId)),
  /**
   * An admin changed the member's roles, or closed or reopened the account (issue 25): their own pages,
   * which show their roles and answer "closed" for a closed account, drop at once.
   */
  keptByAdmin: (ctx: CacheHolder, memberId: number) => effects.own(ctx, memberTags.pages(memberId)),
  /**
   * Any successful write of the member, whatever its aggregate (after-write/every-write.ts): a rating, a flag,
   * a list or a like of an artist may move a board count or add a feed card, so their own pages drop. Not
   * an aggregate's effect (it notes no after-write): it is the writer's.
   */
  ownWrite: (ctx: CacheHolder, memberId: number) => ctx.cache.forget(memberTags.pages(memberId)),
};
