import {
  artistAwardsResponse,
  artistCollabsResponse,
  artistDetailQuery,
  artistDetailResponse,
  artistJournalsResponse,
  artistLikeResponse,
  artistListQuery,
  artistListResponse,
  artistLoadMoreQuery,
  artistMoviesResponse,
  artistPublishResponse,
  artistQuotesResponse,
  artistSavedResponse,
  artistSearchQuery,
  artistSearchResponse,
  artistSelvesResponse,
  artistSerialsResponse,
  artistSlugBody,
  artistSlugQuery,
} from '@mfi/contract/artists.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { EDITORS } from '../../policies/catalogue.policy';
import { createArtist, updateArtist } from './artist-form.service';
import * as service from './artists.service';

// Part 2 section 7 "Artists". Reads take an optional token: contributors also see unpublished artists.
const tags = ['artists'];
const signedIn = [{ apiKey: [], token: [] }];
const multipartNote = 'multipart/form-data: the form fields (lists as JSON text) and the JPEG file `artist-photo`';

export function registerArtistRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/artist/artist-list/',
    { schema: { tags, summary: 'The artist catalogue (24 a page)', querystring: artistListQuery, response: { 200: artistListResponse } } },
    (req) => service.listArtists(ctx, req.user, req.query),
  );
  app.get(
    '/artist/api-artist-detail/',
    { schema: { tags, summary: 'An artist', querystring: artistDetailQuery, response: { 200: artistDetailResponse } } },
    (req) => service.artistDetail(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-awards/',
    { schema: { tags, summary: 'Awards (load more)', querystring: artistLoadMoreQuery, response: { 200: artistAwardsResponse } } },
    (req) => service.artistAwards(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-journals/',
    { schema: { tags, summary: 'Related journals (load more)', querystring: artistLoadMoreQuery, response: { 200: artistJournalsResponse } } },
    (req) => service.artistJournals(ctx, req.user, req.query.slug, req.query.loadMore),
  );
  app.get(
    '/artist/api-artist-movies/',
    { schema: { tags, summary: 'Movies by decade, newest first', querystring: artistSlugQuery, response: { 200: artistMoviesResponse } } },
    (req) => service.artistMovies(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-serials/',
    { schema: { tags, summary: 'Serials', querystring: artistSlugQuery, response: { 200: artistSerialsResponse } } },
    (req) => service.artistSerials(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-self-portraits/',
    { schema: { tags, summary: 'Other appearances', querystring: artistSlugQuery, response: { 200: artistSelvesResponse } } },
    (req) => service.artistSelfPortraits(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-collabs/',
    { schema: { tags, summary: 'Related artists, most shared movies first', querystring: artistSlugQuery, response: { 200: artistCollabsResponse } } },
    (req) => service.artistCollabs(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-artist-quote-list/',
    { schema: { tags, summary: 'Quotes', querystring: artistSlugQuery, response: { 200: artistQuotesResponse } } },
    (req) => service.artistQuotes(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-search-artist-list/',
    { schema: { tags, summary: 'Search artists in either script (max 20)', querystring: artistSearchQuery, response: { 200: artistSearchResponse } } },
    (req) => service.searchArtists(ctx, req.user, req.query),
  );

  app.post(
    '/artist/api-like-artist/',
    {
      schema: { tags, summary: 'Like or unlike', security: signedIn, body: artistSlugBody, response: { 200: artistLikeResponse } },
      onRequest: requireUser,
    },
    (req) => service.likeArtist(ctx, currentUser(req), req.body.slug),
  );
  app.post(
    '/artist/api-publish-artist/',
    {
      schema: { tags, summary: 'Publish or unpublish (contributors)', security: signedIn, body: artistSlugBody, response: { 200: artistPublishResponse } },
      onRequest: requireRole(...EDITORS.artist),
    },
    (req) => service.publishArtist(ctx, req.body.slug),
  );
  app.post(
    '/artist/api-create-artist/',
    {
      schema: { tags, summary: 'Add an artist (waits for publication)', description: multipartNote, security: signedIn, response: { 200: artistSavedResponse } },
      onRequest: requireUser,
    },
    async (req) => createArtist(ctx, currentUser(req), await readMultipart(req)),
  );
  app.post(
    '/artist/api-update-artist/',
    {
      schema: { tags, summary: 'Edit an artist (contributors)', description: `${multipartNote} (optional), and slug`, security: signedIn, response: { 200: artistSavedResponse } },
      onRequest: requireRole(...EDITORS.artist),
    },
    async (req) => updateArtist(ctx, await readMultipart(req)),
  );
}
