import { deleteMovieImageBody, movieFormResponse, movieImagesResponse, movieRefBody, movieUserFlags, publishResponse } from '@mfi/contract/movies.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { EDITORS } from '../../policies/catalogue.policy';
import { type ToggledFlag, publishMovie, toggleMovieFlag } from './movie-flags.service';
import { createMovie, updateMovie } from './movie-form.service';
import { deleteMovieImage, updateMovieImages } from './movie-images.service';

// Part 2 section 7, "Movies": flags, publication, the create/update form and archive images.
const tags = ['movies'];
const security = [{ apiKey: [], token: [] }];
const multipartNote = 'multipart/form-data; lists as JSON text (see movieCreateFields in the contract)';

export function registerMovieWriteRoutes(app: ZodApp, ctx: AppContext) {
  const flagCalls: [string, ToggledFlag][] = [
    ['/movie/api-favorite-movie/', 'favorite'],
    ['/movie/api-watch-movie/', 'watch'],
    ['/movie/api-watching-movie/', 'watching'],
  ];
  for (const [path, flag] of flagCalls) {
    app.post(
      path,
      { schema: { tags, summary: `Toggle the ${flag} flag; answers every flag`, security, body: movieRefBody, response: { 200: movieUserFlags } }, onRequest: requireUser },
      (req) => toggleMovieFlag(ctx, currentUser(req), req.body.movie, flag),
    );
  }

  app.post(
    '/movie/api-publish-movie/',
    { schema: { tags, summary: 'Publish or unpublish (contributors, admins)', security, body: movieRefBody, response: { 200: publishResponse } }, onRequest: requireRole(...EDITORS.movie) },
    (req) => publishMovie(ctx, req.body.movie),
  );

  app.post(
    '/movie/api-create-movie/',
    { schema: { tags, summary: `Add a movie; it waits unpublished. ${multipartNote}`, security, response: { 200: movieFormResponse } }, onRequest: requireUser },
    async (req) => createMovie(ctx, currentUser(req), await readMultipart(req)),
  );

  app.post(
    '/movie/api-update-movie/',
    { schema: { tags, summary: `Edit a movie by slug (contributors, admins). ${multipartNote}`, security, response: { 200: movieFormResponse } }, onRequest: requireRole(...EDITORS.movie) },
    async (req) => updateMovie(ctx, await readMultipart(req)),
  );

  app.post(
    '/movie/api-delete-movie-image/',
    { schema: { tags, summary: 'Delete an archive image', security, body: deleteMovieImageBody, response: { 200: movieImagesResponse.omit({ message: true }) } }, onRequest: requireRole(...EDITORS.movie) },
    (req) => deleteMovieImage(ctx, req.body),
  );

  app.post(
    '/movie/api-update-movie-image/',
    {
      schema: { tags, summary: 'Add, describe and reorder archive images: image-id in the new order, "new" for each added file', security, response: { 200: movieImagesResponse } },
      onRequest: requireRole(...EDITORS.movie),
    },
    async (req) => updateMovieImages(ctx, await readMultipart(req)),
  );
}
