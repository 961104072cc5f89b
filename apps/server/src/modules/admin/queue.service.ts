import { mn } from '@mfi/contract/messages';
import { QUEUE_PER_PAGE, type QueueQuery, type QueueRef } from '@mfi/contract/admin.schemas';
import type { QueueKind } from '@mfi/contract/revisions.schemas';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { authorize } from '../../policies/catalogue.policy';
import { publishArtist } from '../artists/artists.service';
import { toggleJournalPublish } from '../journals/journal-actions.service';
import { publishMovie } from '../movies/movie-flags.service';
import { namedChangeGroups } from '../revisions/list-names';
import { changedFields, moderationTrail } from '../revisions/revision-log';
import { publishEpisode } from '../serials/episodes.service';
import { publishSeason } from '../serials/seasons.service';
import { publishSerial } from '../serials/serials.service';
import { consoleMemberOf, toQueueItem } from './admin.mapper';
import { findWaiting, waitingCount, waitingPage, type WaitingItem } from './queue.queries';

// The moderation queue (issue 25 item 1; decision 024). What it lists is what the catalogue policy lets the
// reader publish (its SQL, policies/visibility publishableBy); a publish goes through each kind's own publish
// service, so the policy, the revision and the after-write are those of the publish toggles.

/** GET /admin/api-queue/: the page of waiting items, with what changed since each one's last publication. */
export async function listQueue(ctx: AppContext, user: AuthUser, query: QueueQuery) {
  const filter = { kind: query.kind, creator: query.creator };
  const [rows, counted] = await Promise.all([
    waitingPage(ctx.db, user, filter, pageOffset(query.page, QUEUE_PER_PAGE)),
    waitingCount(ctx.db, user, filter),
  ]);
  const trails = await moderationTrail(
    ctx.db,
    rows.map((r) => ({ kind: r.kind, id: r.id })),
  );
  const trailOf = (row: { kind: string; id: number }) => trails.find((x) => x.kind === row.kind && x.id === row.id);
  // What changed since each item's last publication, its lists' ids named (one query a table for the page).
  const diffs = rows.map((row) => {
    const t = trailOf(row);
    const current = t?.newestState ?? null;
    const published = t?.publishedState ?? null;
    return current && published ? changedFields(row.kind, published, current) : null;
  });
  const changes = await namedChangeGroups(
    ctx.db,
    diffs.map((diff) =>
      diff ? diff.fields.map((f) => ({ field: f, before: diff.before?.[f], after: diff.after?.[f] })) : [],
    ),
  );
  const results = rows.map((row, i) => {
    const t = trailOf(row);
    return toQueueItem(ctx.storage, row, {
      preview: t?.newestState ?? null,
      changes: diffs[i] ? changes[i] : null,
      rejection:
        t?.newestAction === 'reject' && t.newestAt
          ? {
              reason: t.newestNote ?? '',
              at: t.newestAt,
              by: consoleMemberOf({
                id: t.byId,
                slug: t.bySlug,
                username: t.byUsername,
                firstname: t.byFirstname,
                lastname: t.byLastname,
              }),
            }
          : null,
    });
  });
  return {
    results,
    count: counted.count,
    count_capped: counted.capped,
    page: pageCount(counted.count, QUEUE_PER_PAGE),
  };
}

/** The waiting item the caller may publish: 404 when it is missing or published, 403 when it is not theirs to publish. */
async function waitingFor(ctx: AppContext, user: AuthUser, ref: QueueRef) {
  const item = await findWaiting(ctx.db, ref.kind, ref.id);
  if (!item) throw notFound();
  authorize(user, 'publish', {
    kind: ref.kind,
    publish: false,
    ...(ref.kind === 'journal' && item.creatorId !== null ? { authorId: item.creatorId } : {}),
  });
  return item;
}

/** Each kind's own publish service (the toggle's), asked to publish. */
const PUBLISH: Record<QueueKind, (ctx: AppContext, user: AuthUser, item: WaitingItem) => Promise<unknown>> = {
  artist: (ctx, user, i) => publishArtist(ctx, user, i.slug, true),
  movie: (ctx, user, i) => publishMovie(ctx, user, i.id, true),
  serial: (ctx, user, i) => publishSerial(ctx, user, i.id, true),
  season: (ctx, user, i) => publishSeason(ctx, user, { serialSlug: i.serial_slug!, seasonSlug: i.slug, publish: true }),
  episode: (ctx, user, i) =>
    publishEpisode(ctx, user, {
      serialSlug: i.serial_slug!,
      seasonSlug: i.season_slug!,
      episodeSlug: i.slug,
      publish: true,
    }),
  journal: (ctx, user, i) =>
    toggleJournalPublish(ctx, user, { slug: i.slug, typeSlug: i.type_slug!, subTypeSlug: i.sub_type_slug! }, true),
};

/**
 * POST /admin/api-queue-publish/: every item is checked first (404 missing or published, 403 not the caller's
 * to publish), so a refused call publishes nothing; then each is published by its kind's service.
 */
export async function publishQueued(ctx: AppContext, user: AuthUser, refs: QueueRef[]) {
  const unique = refs.filter((r, i) => refs.findIndex((o) => o.kind === r.kind && o.id === r.id) === i);
  const items = [];
  for (const ref of unique) items.push(await waitingFor(ctx, user, ref));
  for (const item of items) await PUBLISH[item.kind](ctx, user, item);
  revisionAfterWrite.moderated();
  return {
    success: true as const,
    message: mn('queuePublished', { count: items.length }),
    published: items.map((i) => ({ kind: i.kind, id: i.id })),
  };
}

/**
 * POST /admin/api-queue-reject/: the item stays a draft; the rejection is a revision (its reason shows in the
 * queue and the history until the next edit), and the creator is told why.
 */
export async function rejectQueued(ctx: AppContext, user: AuthUser, body: QueueRef & { reason: string }) {
  const item = await waitingFor(ctx, user, body);
  await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track(body.kind, body.id, 'reject', { note: body.reason });
    if (item.creatorId !== null)
      await revisionAfterWrite.notify.rejected(tx, {
        creatorId: item.creatorId,
        actorId: user.id,
        itemKind: body.kind,
        itemId: body.id,
        itemTitle: item.title,
        reason: body.reason,
      });
  });
  revisionAfterWrite.moderated();
  return { success: true as const, message: mn('queueRejected') };
}
