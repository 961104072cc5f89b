import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonImages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, multipart, png } from '../../test/multipart';
import { makeSeason, makeSerial } from '../../test/factories/serials';

let t: TestApp;
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

async function seasonWithImages() {
  const serial = await makeSerial(t.database.db);
  const season = await makeSeason(t.database.db, serial.id);
  const rows = await t.database.db
    .insert(seasonImages)
    .values(
      [0, 1, 2].map((position) => ({
        seasonId: season.id,
        image: `seasons/images/x${season.id}-${position}.jpg`,
        description: `d${position}`,
        position,
      })),
    )
    .returning();
  return { serial, season, ids: rows.map((r) => r.id) };
}

const update = async (
  fields: [string, string | number][],
  files: Buffer[] = [],
  token: string | null = contributor.token,
) => {
  const { payload, headers } = await multipart(fields, { 'season-images': files.map((data) => ({ data })) });
  return t.call({
    method: 'POST',
    url: '/api/serial/api-update-season-image/',
    payload,
    headers,
    token: token ?? undefined,
  });
};
const imagesOf = async (serialSlug: string) =>
  (
    await t.call({
      method: 'GET',
      url: '/api/serial/api-season-detail/',
      query: { serialSlug, seasonSlug: 'season-1' },
      token: contributor.token,
    })
  ).json().season_detail.images as {
    id: number;
    description: string;
  }[];

describe('season archive image update', () => {
  it('adds new images with descriptions, rewrites descriptions and reorders by image-id', async () => {
    const { serial, ids } = await seasonWithImages();
    const res = await update(
      [
        ['serial-slug', serial.slug],
        ['season-slug', 'season-1'],
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
    expect(res.json()).toMatchObject({ success: true, message: mn('seasonImagesAdded') });
    const images = await imagesOf(serial.slug);
    expect(images.map((i) => i.description)).toEqual(['гурав', 'шинэ', 'нэг', 'd1']);
    expect(images[0].id).toBe(ids[2]);
    expect(images[3].id).toBe(ids[1]);
    expect(res.json().images).toEqual(images);
  });

  it('addresses the season by id too', async () => {
    const { serial, season, ids } = await seasonWithImages();
    expect(
      (
        await update([
          ['id', season.id],
          ['image-id', ids[1]],
          ['description', 'x'],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await imagesOf(serial.slug))[0].id).toBe(ids[1]);
  });

  it('refuses another season’s image, a count of files that does not match, a non-JPEG and a missing season', async () => {
    const { serial } = await seasonWithImages();
    const other = await seasonWithImages();
    const base: [string, string][] = [
      ['serial-slug', serial.slug],
      ['season-slug', 'season-1'],
    ];
    expect((await update([...base, ['image-id', other.ids[0]]])).json()).toEqual({ 'image-id': [mn('invalidValue')] });
    expect((await update([...base, ['image-id', 'new']])).json()).toEqual({ 'season-images': [mn('invalidValue')] });
    expect((await update([...base, ['image-id', 'new']], [await png()])).json()).toEqual({
      'season-images': [mn('jpegOnly')],
    });
    expect((await update([['image-id', 'new']])).statusCode).toBe(400);
    expect(
      (
        await update([
          ['serial-slug', serial.slug],
          ['season-slug', 'season-5'],
        ])
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const { serial, ids } = await seasonWithImages();
    const token = roles ? (await t.signedInUser(roles as never)).token : null;
    expect(
      (
        await update(
          [
            ['serial-slug', serial.slug],
            ['season-slug', 'season-1'],
            ['image-id', ids[0]],
          ],
          [],
          token,
        )
      ).statusCode,
    ).toBe(status);
  });
});

describe('season archive image delete', () => {
  const del = (payload: object, token: string | null = contributor.token) =>
    t.call({ method: 'POST', url: '/api/serial/api-delete-season-image/', payload, token: token ?? undefined });

  it('deletes an image of the season and answers the rest', async () => {
    const { season, ids } = await seasonWithImages();
    const res = await del({ season: season.id, id: ids[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().images.map((i: { id: number }) => i.id)).toEqual([ids[0], ids[2]]);
  });

  it('is 404 for an image of another season and 400 without ids; guests 401, members 403', async () => {
    const { season } = await seasonWithImages();
    const other = await seasonWithImages();
    expect((await del({ season: season.id, id: other.ids[0] })).statusCode).toBe(404);
    expect((await del({ season: 999_999_999, id: other.ids[0] })).statusCode).toBe(404);
    expect((await del({ season: 'x', id: 1 })).statusCode).toBe(400);
    expect((await del({ season: season.id, id: other.ids[0] }, null)).statusCode).toBe(401);
    const member = await t.signedInUser([]);
    expect((await del({ season: season.id, id: other.ids[0] }, member.token)).statusCode).toBe(403);
  });
});
