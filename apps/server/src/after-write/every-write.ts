import type { CacheHolder } from './after-write';
import { profileAfterWrite } from './profile.after-write';

// The effects that follow every successful write of a signed-in member, whatever aggregate it declares:
// they belong to the writer, not to what was written. Each is declared by the after-write it belongs to and
// listed here once; plugins/after-writes.ts runs them after the write's own after-write, on write routes
// only, so a read pays nothing for them.

/** After a signed-in member's successful write (2xx), in this order. */
export const afterEveryMemberWrite: ReadonlyArray<(ctx: CacheHolder, memberId: number) => void> = [
  profileAfterWrite.ownWrite,
];
