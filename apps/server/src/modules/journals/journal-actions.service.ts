import { journalAfterWrite } from '../../after-write/journal.after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, journalSubject } from '../../policies/catalogue.policy';
import { authorizeInteraction } from '../profiles/profiles.service';
import * as detailQ from './journal-detail.queries';
import { type JournalAddress, visibleJournal } from './journals.service';

// Likes and the publish toggle (part 2 sections 4 and 7).

/** POST /journal/api-journal-like/: toggles the caller's like of a journal they can see, not across a block. */
export async function likeJournal(ctx: AppContext, user: AuthUser, journalId: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const journal = await detailQ.findJournalById(tx, journalId);
    if (!journal) throw notFound();
    authorize(user, 'see', journalSubject(journal));
    const { userLike, likes } = await detailQ.toggleJournalLike(tx, journal.id, user.id);
    if (userLike) await authorizeInteraction(tx, user, journal.authorId); // across a block: 403, rolled back
    await journalAfterWrite.notify.liked(tx, journal.id, user.id, userLike);
    return { user_like: userLike, total_likes: likes };
  });
  journalAfterWrite.liked(ctx);
  return result;
}

/**
 * POST /journal/api-journal-publish/: the author publisher, or an admin checking new journals, publishes
 * (the publish date becomes now) or withdraws (null) it: the other state, or the one `to` names (publishing
 * a published journal keeps its date). Anyone else gets 404 for a draft they cannot see, 403 otherwise.
 */
export async function toggleJournalPublish(ctx: AppContext, user: AuthUser, address: JournalAddress, to?: boolean) {
  const result = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    const { journal } = await visibleJournal(tx, user, address);
    authorize(user, 'publish', journalSubject(journal));
    await rev.track('journal', journal.id, 'publication');
    const publishDate = await detailQ.setPublishDate(
      tx,
      journal.id,
      (to ?? !journal.publishDate) ? (journal.publishDate ?? ctx.clock.now()) : null,
      ctx.clock.now(),
    );
    await journalAfterWrite.feed.published(tx, journal, publishDate !== null); // the author's feed card
    return { publish: publishDate !== null, publish_date: publishDate ? publishDate.toISOString() : null };
  });
  journalAfterWrite.catalogue(ctx);
  return result;
}
