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
  artistPublishBody,
  artistSlugBody,
  artistSlugQuery,
} from '@mfi/contract/artists.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { registerSideReads, sideRead } from '../catalogue/side-reads';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import { EDITORS } from '../../policies/catalogue.policy';
import { createArtist, updateArtist } from './artist-form.service';
import * as service from './artists.service';

// Part 2 section 7 "Artists". Reads take an optional token: contributors also see unpublished artists.
const tags = ['artists'];
const route = routeKit(tags);
const multipartNote = 'multipart/form-data: the form fields (lists as JSON text) and the JPEG file `artist-photo`';

export function registerArtistRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/artist/artist-list/',
    route.read('The artist catalogue (24 a page)', artistListQuery, artistListResponse),
    (req) => service.listArtists(ctx, req.user, req.query),
  );
  app.get('/artist/api-artist-detail/', route.read('An artist', artistDetailQuery, artistDetailResponse), (req) =>
    service.artistDetail(ctx, req.user, req.query.slug),
  );
  app.get(
    '/artist/api-search-artist-list/',
    route.read('Search artists in either script (max 20)', artistSearchQuery, artistSearchResponse),
    (req) => service.searchArtists(ctx, req.user, req.query),
  );
  const pages = { pages: true };
  registerSideReads(app, ctx, { tags, slugQuery: artistSlugQuery, loadMoreQuery: artistLoadMoreQuery }, [
    sideRead('/artist/api-artist-awards/', 'Awards (load more)', artistAwardsResponse, service.artistAwards, pages),
    sideRead(
      '/artist/api-artist-journals/',
      'Related journals (load more)',
      artistJournalsResponse,
      service.artistJournals,
      pages,
    ),
    sideRead(
      '/artist/api-artist-movies/',
      'Movies by decade, newest first',
      artistMoviesResponse,
      service.artistMovies,
    ),
    sideRead('/artist/api-artist-serials/', 'Serials', artistSerialsResponse, service.artistSerials),
    sideRead(
      '/artist/api-artist-self-portraits/',
      'Other appearances',
      artistSelvesResponse,
      service.artistSelfPortraits,
    ),
    sideRead(
      '/artist/api-artist-collabs/',
      'Related artists, most shared movies first',
      artistCollabsResponse,
      service.artistCollabs,
    ),
    sideRead('/artist/api-artist-quote-list/', 'Quotes', artistQuotesResponse, service.artistQuotes),
  ]);

  app.post(
    '/artist/api-like-artist/',
    route.writes(requireUser, 'artist').json('Like or unlike', artistSlugBody, artistLikeResponse),
    (req) => service.likeArtist(ctx, currentUser(req), req.body.slug),
  );
  const editor = route.writes(requireRole(...EDITORS.artist), 'artist');
  app.post(
    '/artist/api-publish-artist/',
    editor.json('Publish or unpublish (contributors)', artistPublishBody, artistPublishResponse),
    (req) => service.publishArtist(ctx, currentUser(req), req.body.slug, req.body.publish),
  );
  // The forms' fields are described apart from their summaries (OpenAPI `description`).
  const form = (options: ReturnType<typeof editor.form>, description: string) => ({
    ...options,
    schema: { ...options.schema, description },
  });
  app.post(
    '/artist/api-create-artist/',
    form(
      route.writes(requireUser, 'artist').form('Add an artist (waits for publication)', artistSavedResponse),
      multipartNote,
    ),
    async (req) => createArtist(ctx, currentUser(req), await readMultipart(req)),
  );
  app.post(
    '/artist/api-update-artist/',
    form(editor.form('Edit an artist (contributors)', artistSavedResponse), `${multipartNote} (optional), and slug`),
    async (req) => updateArtist(ctx, currentUser(req), await readMultipart(req)),
  );
}
