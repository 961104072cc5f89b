import {
  homeJournalListResponse,
  journalAddressQuery,
  journalArtistsResponse,
  journalDetailResponse,
  journalFormResponse,
  journalLikeBody,
  journalLikeResponse,
  journalListQuery,
  journalListResponse,
  journalMoviesResponse,
  journalPublishBody,
  journalPublishResponse,
  journalSerialsResponse,
  journalSubtypeQuery,
  journalTagListResponse,
  journalTagQuery,
  journalTypeListResponse,
} from '@mfi/contract/journals.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { callerPosts, routeKit } from '../../lib/route-kit';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import { EDITORS } from '../../policies/catalogue.policy';
import { likeJournal, toggleJournalPublish } from './journal-actions.service';
import { createJournal, updateJournal } from './journal-form.service';
import * as service from './journals.service';

// Part 2 section 7 "Journals" and part 1's home journal list.
const tags = ['journals'];
const route = routeKit(tags);
const multipartNote =
  'multipart/form-data: title, type, sub_type (ids), tags, artists, movies, serials (JSON lists), content (HTML, sanitized), optional journal-cover (1280x720 JPEG)';

export function registerJournalRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/journal/journal-type-api-list/',
    { schema: { tags, summary: 'Main journal types (the list tabs)', response: { 200: journalTypeListResponse } } },
    () => service.listJournalTypes(ctx),
  );
  app.get(
    '/journal/journal-subtype-api-list/',
    route.read('Subtypes of `journalType` (id or slug); all without it', journalSubtypeQuery, journalTypeListResponse),
    (req) => service.listJournalSubTypes(ctx, req.query.journalType),
  );
  app.get(
    '/journal/journal-tag-list/',
    route.read(
      'Journal tags matching `tag` in either script, or those with the given `ids`',
      journalTagQuery,
      journalTagListResponse,
    ),
    (req) => service.searchJournalTags(ctx, req.query),
  );
  app.get(
    '/journal/api-journal-list/',
    route.read(
      'Journals by tab, tags and search; published=false: drafts (contributors all, publishers their own)',
      journalListQuery,
      journalListResponse,
    ),
    (req) => service.listJournals(ctx, req.user, req.query),
  );
  app.get(
    '/journal/api-home-journal-list/',
    {
      schema: {
        tags,
        summary: 'The latest published journals (home carousel)',
        response: { 200: homeJournalListResponse },
      },
    },
    () => service.homeJournals(ctx),
  );
  app.get(
    '/journal/api-journal-detail/',
    route.read('A journal with related titles and previous issues', journalAddressQuery, journalDetailResponse),
    (req) => service.journalDetail(ctx, req.user, req.query),
  );
  const relatedCalls = [
    ['artist', 'artists', journalArtistsResponse],
    ['movie', 'movies', journalMoviesResponse],
    ['serial', 'serials', journalSerialsResponse],
  ] as const;
  for (const [name, key, response] of relatedCalls) {
    app.get(
      `/journal/api-journal-${name}-list/`,
      route.read(`Related ${key}, in the editor's order`, journalAddressQuery, response),
      (req) => service.journalRelatedList(ctx, req.user, req.query, key),
    );
  }

  callerPosts(app, ctx, tags, requireUser, 'journal')(
    '/journal/api-journal-like/',
    'Like or unlike a journal',
    journalLikeBody,
    journalLikeResponse,
    (c, user, body) => likeJournal(c, user, body.journal_id),
  );
  const publisher = route.writes(requireRole(...EDITORS.journal), 'journal');
  app.post(
    '/journal/api-journal-publish/',
    publisher.json(
      'Publish or withdraw (its author publisher, or an admin)',
      journalPublishBody,
      journalPublishResponse,
    ),
    (req) =>
      toggleJournalPublish(
        ctx,
        currentUser(req),
        {
          slug: req.body.slug,
          typeSlug: req.body.type_slug,
          subTypeSlug: req.body.sub_type_slug,
        },
        req.body.publish,
      ),
  );
  const forms = [
    ['/journal/api-journal-create/', 'Write a journal; it starts unpublished (publishers).', createJournal],
    [
      '/journal/api-journal-update/',
      'Edit a journal by slug, type_slug, sub_type_slug (its author publisher, or an admin).',
      updateJournal,
    ],
  ] as const;
  for (const [path, summary, save] of forms) {
    app.post(path, publisher.form(`${summary} ${multipartNote}`, journalFormResponse), async (req) =>
      save(ctx, currentUser(req), await readMultipart(req)),
    );
  }
}
