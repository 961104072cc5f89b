import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

// A body of the wrong shape answered zod's own English texts ("Invalid input: expected object, received
// array"): every field error is in the spec's Mongolian, whatever the schema did not name.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.signedInUser([])).token;
});
afterAll(() => t.close());

describe('field errors of a body of the wrong shape', () => {
  it('are the spec’s Mongolian, for the body and for a field', async () => {
    const whole = await t.call({ method: 'POST', url: '/api/movie/api-movie-review/', payload: [1, 2], token });
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toEqual({ non_field_errors: ['Утга буруу байна!'] });
    const field = await t.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: { x: 1 }, grade: 50 },
      token,
    });
    expect(field.statusCode).toBe(400);
    expect(
      Object.values(field.json())
        .flat()
        .every((text) => /^[^A-Za-z]*$/.test(text as string)),
    ).toBe(true);
  });
});
