import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from '../test/app';
import { makeSerial } from '../test/factories/serials';
import { multipart } from '../test/multipart';
import { nulPath } from '../lib/input-checks';

// Issue 12: a NUL character in any text answered 500 on 55 routes (PostgreSQL refuses 0x00). The walk
// over every route of the OpenAPI document, with a NUL in each text input, is in malformed-input.test;
// here the answer's shape and the check itself.

const NUL_TEXT = 'a\0b';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  // Every role, so that the calls pass their guards and reach their handlers.
  token = (await t.signedInUser([...ROLES])).token;
});
afterAll(() => t.close());

describe('a NUL character in any text input', () => {
  it('names the field that holds it, in the spec’s field error shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: 1, grade: 50, review: NUL_TEXT },
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ review: ['Утга буруу байна!'] });
    const query = await t.call({ method: 'GET', url: '/api/movie/movie-list/', query: { search: NUL_TEXT } });
    expect(query.json()).toEqual({ search: ['Утга буруу байна!'] });
  });

  it('is a field error in a multipart text field too, before anything is written (lib/multipart)', async () => {
    const serial = await makeSerial(t.database.db);
    const form = await multipart([
      ['serial', serial.id],
      ['season_number', '1'],
      ['season_title', NUL_TEXT],
    ]);
    const res = await t.call({ method: 'POST', url: '/api/serial/api-create-season/', ...form, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ season_title: ['Утга буруу байна!'] });
    const seasons = await t.call({
      method: 'GET',
      url: '/api/serial/api-serial-seasons/',
      query: { slug: serial.slug },
      token,
    });
    expect(seasons.body).not.toContain('season-1');
  });

  it('is found at any depth, in keys too', () => {
    expect(nulPath({ a: [{ b: 'x' }, { c: 'y\0' }] })).toBe('a.1.c');
    expect(nulPath({ ['k\0']: 1 })).toBe('k');
    expect(nulPath('\0')).toBe('non_field_errors');
    expect(nulPath({ a: 'clean', b: [1, null, true] })).toBeUndefined();
  });
});
