import {
  deleteMovieImageBody,
  movieFormResponse,
  movieImagesResponse,
  moviePublishBody,
  movieRefBody,
  movieUserFlags,
} from '@mfi/contract/movies.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { registerCatalogueWrites } from '../catalogue/form-routes';
import { currentUser, requireUser } from '../../auth/guards';
import { type ToggledFlag, publishMovie, toggleMovieFlag } from './movie-flags.service';
import { createMovie, updateMovie } from './movie-form.service';
import { deleteMovieImage, updateMovieImages } from './movie-images.service';

// Part 2 section 7, "Movies": flags, publication, the create/update form and archive images.
const tags = ['movies'];
const route = routeKit(tags);
const multipartNote = 'multipart/form-data; lists as JSON text (see movieCreateFields in the contract)';

export function registerMovieWriteRoutes(app: ZodApp, ctx: AppContext) {
  const flagCalls: [string, ToggledFlag][] = [
    ['/movie/api-favorite-movie/', 'favorite'],
    ['/movie/api-watch-movie/', 'watch'],
    ['/movie/api-watching-movie/', 'watching'],
  ];
  const member = route.writes(requireUser, 'movie');
  for (const [path, flag] of flagCalls) {
    app.post(path, member.json(`Toggle the ${flag} flag; answers every flag`, movieRefBody, movieUserFlags), (req) =>
      toggleMovieFlag(ctx, currentUser(req), req.body.movie, flag),
    );
  }

  const editor = registerCatalogueWrites(
    app,
    ctx,
    { tags, policyKind: 'movie', writes: 'movie', response: movieFormResponse },
    {
      publish: { body: moviePublishBody, run: (c, user, body) => publishMovie(c, user, body.movie, body.publish) },
      create: { summary: `Add a movie; it waits unpublished. ${multipartNote}`, save: createMovie },
      update: { summary: `Edit a movie by slug (contributors, admins). ${multipartNote}`, save: updateMovie },
    },
  );

  app.post(
    '/movie/api-delete-movie-image/',
    editor.json('Delete an archive image', deleteMovieImageBody, movieImagesResponse.omit({ message: true })),
    (req) => deleteMovieImage(ctx, currentUser(req), req.body),
  );
  app.post(
    '/movie/api-update-movie-image/',
    editor.form(
      'Add, describe and reorder archive images: image-id in the new order, "new" for each added file',
      movieImagesResponse,
    ),
    async (req) => updateMovieImages(ctx, currentUser(req), await readMultipart(req)),
  );
}
