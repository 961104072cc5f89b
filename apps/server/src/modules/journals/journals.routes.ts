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
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { likeJournal, toggleJournalPublish } from './journal-actions.service';
import { createJournal, updateJournal } from './journal-form.service';
import * as service from './journals.service';

// Part 2 section 7 "Journals" and part 1's home journal list.
const tags = ['journals'];
const security = [{ apiKey: [], token: [] }];
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
    { schema: { tags, summary: 'Subtypes of `journalType` (id or slug); all without it', querystring: journalSubtypeQuery, response: { 200: journalTypeListResponse } } },
    (req) => service.listJournalSubTypes(ctx, req.query.journalType),
  );
  app.get(
    '/journal/journal-tag-list/',
    { schema: { tags, summary: 'Journal tags matching `tag` in either script, or those with the given `ids`', querystring: journalTagQuery, response: { 200: journalTagListResponse } } },
    (req) => service.searchJournalTags(ctx, req.query),
  );
  app.get(
    '/journal/api-journal-list/',
    {
      schema: { tags, summary: 'Journals by tab, tags and search; published=false: drafts (contributors all, publishers their own)', querystring: journalListQuery, response: { 200: journalListResponse } },
    },
    (req) => service.listJournals(ctx, req.user, req.query),
  );
  app.get(
    '/journal/api-home-journal-list/',
    { schema: { tags, summary: 'The latest published journals (home carousel)', response: { 200: homeJournalListResponse } } },
    () => service.homeJournals(ctx),
  );
  app.get(
    '/journal/api-journal-detail/',
    { schema: { tags, summary: 'A journal with related titles and previous issues', querystring: journalAddressQuery, response: { 200: journalDetailResponse } } },
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
      { schema: { tags, summary: `Related ${key}, in the editor's order`, querystring: journalAddressQuery, response: { 200: response } } },
      (req) => service.journalRelatedList(ctx, req.user, req.query, key),
    );
  }

  app.post(
    '/journal/api-journal-like/',
    { schema: { tags, summary: 'Like or unlike a journal', security, body: journalLikeBody, response: { 200: journalLikeResponse } }, onRequest: requireUser },
    (req) => likeJournal(ctx, currentUser(req), req.body.journal_id),
  );
  app.post(
    '/journal/api-journal-publish/',
    { schema: { tags, summary: 'Publish or withdraw (its author publisher, or an admin)', security, body: journalPublishBody, response: { 200: journalPublishResponse } }, onRequest: requireRole('publisher') },
    (req) => toggleJournalPublish(ctx, currentUser(req), { slug: req.body.slug, typeSlug: req.body.type_slug, subTypeSlug: req.body.sub_type_slug }),
  );
  app.post(
    '/journal/api-journal-create/',
    { schema: { tags, summary: `Write a journal; it starts unpublished (publishers). ${multipartNote}`, security, response: { 200: journalFormResponse } }, onRequest: requireRole('publisher') },
    async (req) => createJournal(ctx, currentUser(req), await readMultipart(req)),
  );
  app.post(
    '/journal/api-journal-update/',
    {
      schema: { tags, summary: `Edit a journal by slug, type_slug, sub_type_slug (its author publisher, or an admin). ${multipartNote}`, security, response: { 200: journalFormResponse } },
      onRequest: requireRole('publisher'),
    },
    async (req) => updateJournal(ctx, currentUser(req), await readMultipart(req)),
  );
}
