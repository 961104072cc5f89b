import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieImages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie } from '../../test/factories/movies';
import { jpeg, multipart, png } from '../../test/multipart';

let t: TestApp;
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

async function movieWithImages() {
  const movie = await makeMovie(t.database.db);
  const rows = await t.database.db
    .insert(movieImages)
    .values(
      [0, 1, 2].map((position) => ({
        movieId: movie.id,
        image: `movies/images/x${movie.id}-${position}.jpg`,
        description: `d${position}`,
        position,
      })),
    )
    .returning();
  return { movie, ids: rows.map((r) => r.id) };
}

const update = async (
  fields: [string, string | number][],
  files: Buffer[] = [],
  token: string | null = contributor.token,
) => {
  const { payload, headers } = await multipart(fields, { 'movie-images': files.map((data) => ({ data })) });
  return t.call({
    method: 'POST',
    url: '/api/movie/api-update-movie-image/',
    payload,
    headers,
    token: token ?? undefined,
  });
};
const imagesOf = async (slug: string) =>
  (
    await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug }, token: contributor.token })
  ).json().movie_detail.images as { id: number; description: string }[];

describe('archive image update', () => {
  it('adds new images with descriptions, rewrites descriptions and reorders by image-id', async () => {
    const { movie, ids } = await movieWithImages();
    const res = await update(
      [
        ['movie-slug', movie.slug],
        ['image-id', ids[2]],
        ['description', 'гурав'],
        ['image-id', 'new'],
        ['description', 'шинэ'],
        ['image-id', ids[0]],
        ['description', 'нэг'],
      ],
      [await jpeg(800, 500)],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: mn('movieImagesAdded') });
    const images = await imagesOf(movie.slug);
    expect(images.map((i) => i.description)).toEqual(['гурав', 'шинэ', 'нэг', 'd1']);
    expect(images[0].id).toBe(ids[2]);
    expect(images[3].id).toBe(ids[1]);
    expect(res.json().images).toEqual(images);
  });

  it('addresses the movie by id too', async () => {
    const { movie, ids } = await movieWithImages();
    expect(
      (
        await update([
          ['id', movie.id],
          ['image-id', ids[1]],
          ['description', 'x'],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await imagesOf(movie.slug))[0].id).toBe(ids[1]);
  });

  it('refuses images of another movie, a file count that does not match, and non-JPEG files', async () => {
    const { movie } = await movieWithImages();
    const other = await movieWithImages();
    const foreign = await update([
      ['movie-slug', movie.slug],
      ['image-id', other.ids[0]],
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ 'image-id': [mn('invalidValue')] });
    const mismatch = await update([
      ['movie-slug', movie.slug],
      ['image-id', 'new'],
    ]);
    expect(mismatch.json()).toEqual({ 'movie-images': [mn('invalidValue')] });
    const notJpeg = await update(
      [
        ['movie-slug', movie.slug],
        ['image-id', 'new'],
      ],
      [await png()],
    );
    expect(notJpeg.json()).toEqual({ 'movie-images': [mn('jpegOnly')] });
    const noMovie = await update([['image-id', 'new']], [await jpeg()]);
    expect(noMovie.statusCode).toBe(400);
    expect((await update([['movie-slug', 'no-such-movie-q']])).statusCode).toBe(404);
  });

  it.each([
    ['a guest', null, 401],
    ['a member', [], 403],
    ['a main contributor without the contributor flag', ['main_contributer'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s (roles %j) gets %i', async (_who, roles, status) => {
    const { movie, ids } = await movieWithImages();
    const token = roles ? (await t.signedInUser(roles as never)).token : null;
    expect(
      (
        await update(
          [
            ['movie-slug', movie.slug],
            ['image-id', ids[1]],
          ],
          [],
          token,
        )
      ).statusCode,
    ).toBe(status);
  });
});

describe('archive image delete', () => {
  const del = (payload: object, token?: string) =>
    t.call({ method: 'POST', url: '/api/movie/api-delete-movie-image/', payload, token });

  it('deletes an image of the movie and answers the rest', async () => {
    const { movie, ids } = await movieWithImages();
    const res = await del({ movie: movie.id, id: ids[1] }, contributor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((i: { id: number }) => i.id)).toEqual([ids[0], ids[2]]);
  });

  it('is 404 for another movie’s image or a missing one, 400 for a bad id', async () => {
    const { movie } = await movieWithImages();
    const other = await movieWithImages();
    expect((await del({ movie: movie.id, id: other.ids[0] }, contributor.token)).statusCode).toBe(404);
    expect((await del({ movie: movie.slug, id: 999_999_999 }, contributor.token)).statusCode).toBe(404);
    expect((await del({ movie: movie.id, id: 'one' }, contributor.token)).statusCode).toBe(400);
    expect(await imagesOf(other.movie.slug)).toHaveLength(3);
  });

  it.each([
    ['a guest', null, 401],
    ['a member', [], 403],
    ['a main contributor without the contributor flag', ['main_contributer'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s (roles %j) gets %i', async (_who, roles, status) => {
    const { movie, ids } = await movieWithImages();
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    expect((await del({ movie: movie.id, id: ids[0] }, token)).statusCode).toBe(status);
  });
});
