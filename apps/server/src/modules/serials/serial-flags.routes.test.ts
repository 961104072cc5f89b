import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeSerial } from '../../test/factories/serials';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
const detail = (slug: string, token?: string) =>
  t.call({ method: 'GET', url: '/api/serial/api-serial-detail/', query: { slug }, token });

describe('favourite and watch flags', () => {
  it('toggles each flag on its own, by id or slug, and the detail shows them', async () => {
    const serial = await makeSerial(t.database.db);
    const member = await t.signedInUser([]);
    expect((await post('api-favorite-serial', { serial: serial.id }, member.token)).json()).toEqual({
      user_favorite: true,
      user_watch: false,
    });
    expect((await post('api-watch-serial', { serial: String(serial.id) }, member.token)).json()).toEqual({
      user_favorite: true,
      user_watch: true,
    });
    expect((await post('api-favorite-serial', { serial: serial.slug }, member.token)).json()).toEqual({
      user_favorite: false,
      user_watch: true,
    });
    expect((await detail(serial.slug, member.token)).json()).toMatchObject({ user_favorite: false, user_watch: true });
    // Another user's flags are their own; a guest sees none.
    const other = await t.signedInUser([]);
    expect((await detail(serial.slug, other.token)).json()).toMatchObject({ user_favorite: false, user_watch: false });
    expect((await detail(serial.slug)).json()).toMatchObject({ user_favorite: false, user_watch: false });
  });

  it('needs a signed-in user (a guest’s click opens the login prompt): 401', async () => {
    const serial = await makeSerial(t.database.db);
    expect((await post('api-favorite-serial', { serial: serial.id })).statusCode).toBe(401);
    expect((await post('api-watch-serial', { serial: serial.id })).statusCode).toBe(401);
  });

  it('is 404 for an unknown or unpublished serial (unless contributor) and 400 without one', async () => {
    const member = await t.signedInUser([]);
    expect((await post('api-favorite-serial', { serial: 999_999_999 }, member.token)).statusCode).toBe(404);
    const hidden = await makeSerial(t.database.db, { publish: false });
    expect((await post('api-favorite-serial', { serial: hidden.id }, member.token)).statusCode).toBe(404);
    const contributor = await t.signedInUser(['contributer']);
    expect((await post('api-favorite-serial', { serial: hidden.id }, contributor.token)).statusCode).toBe(200);
    expect((await post('api-favorite-serial', {}, member.token)).statusCode).toBe(400);
  });
});

describe('publish a serial', () => {
  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['a critic', ['critic'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const serial = await makeSerial(t.database.db, { publish: false });
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    const res = await post('api-publish-serial', { serial: serial.id }, token);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ publish: true });
  });

  it('flips the flag both ways and the catalogue follows at once', async () => {
    const serial = await makeSerial(t.database.db, { publish: false });
    const admin = await t.signedInUser(['admin']);
    expect((await detail(serial.slug)).statusCode).toBe(404);
    expect((await post('api-publish-serial', { serial: serial.slug }, admin.token)).json()).toEqual({ publish: true });
    expect((await detail(serial.slug)).statusCode).toBe(200);
    expect((await post('api-publish-serial', { serial: serial.id }, admin.token)).json()).toEqual({ publish: false });
    expect((await detail(serial.slug)).statusCode).toBe(404);
    expect((await post('api-publish-serial', { serial: 'no-such-serial' }, admin.token)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists every serial, season and episode call', async () => {
    const paths = Object.keys((await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json().paths);
    const calls = [
      'serial-list',
      'api-serial-detail',
      'api-serial-seasons',
      'api-search-serial-list',
      'api-search-season-list',
      'api-serial-artist-list',
      'api-serial-role-list',
      'api-similar-serials',
      'api-suggested-serials',
      'api-serial-award-list',
      'api-serial-journals',
      'api-listed-serials',
      'api-favorite-serial',
      'api-watch-serial',
      'api-publish-serial',
      'api-create-serial',
      'api-update-serial',
      'api-season-detail',
      'api-season-episodes',
      'api-publish-season',
      'api-create-season',
      'api-update-season',
      'api-delete-season-image',
      'api-update-season-image',
      'api-episode-detail',
      'api-watched-episode',
      'api-watching-episode',
      'api-publish-episode',
      'api-create-episode',
      'api-update-episode',
    ];
    for (const call of calls) expect(paths, call).toContain(`/api/serial/${call}/`);
  });
});
