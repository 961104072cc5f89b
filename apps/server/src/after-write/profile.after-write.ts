import { afterWriteOf, type CacheHolder } from './after-write';
import { profileNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    profile: true;
  }
}

const effects = afterWriteOf('profile');

/**
 * A member's profile, follows and blocks (issue 15). The profile detail is read per request (its counts
 * are counters and indexed counts), so only what other cached pages show of a member matters: the name
 * and photo on review cards, list cards and rails.
 */
export const profileAfterWrite = {
  /** In the follow's or block's transaction: the notifications (after-write/notify.ts). */
  notify: profileNotify,
  /**
   * The profile saved: the cached cards showing the member's name or photo refresh in the background
   * (a community write, decision 003); nothing private is cached, so nothing must drop at once.
   */
  saved: (ctx: CacheHolder) => effects.community(ctx),
  /** A follow or block toggled: its counts and flags are read per request, no cached page shows them. */
  related: () => effects.nothingCached(),
};
