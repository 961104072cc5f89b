import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from '../test/app';
import { makeSerial } from '../test/factories/serials';
import { multipart } from '../test/multipart';
import { nulPath } from './text-input';

// Issue 12: a NUL character in any text answered 500 on 55 routes (PostgreSQL refuses 0x00). Every
// route of the OpenAPI document gets a NUL in each of its string inputs in turn, the other inputs
// filled with plausible values so that the request passes its schema and reaches the database.

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  pattern?: string;
  format?: string;
  minimum?: number;
  minItems?: number;
};
type Operation = { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content?: Record<string, { schema: Schema }> } };

const NUL_TEXT = 'a\0b';

/** A value the schema most likely accepts. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return sample(variant[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'string':
      if (schema.format === 'email') return 'nul@example.mn';
      if (schema.pattern?.startsWith('^\\d') || schema.pattern?.startsWith('^[0-9]')) return '1';
      return 'abc';
    default:
      return 'abc';
  }
}

/** Whether the schema takes text (a string, or a union with a free string). */
const takesText = (schema: Schema | undefined): boolean =>
  !!schema && ((schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format) || (schema.anyOf ?? schema.oneOf ?? []).some(takesText) || (!schema.type && !schema.anyOf && !schema.oneOf && !schema.enum));

/** One input per request: each text query parameter, each text property of the JSON body. */
function nulRequests(method: string, url: string, op: Operation) {
  const requests: { label: string; method: string; url: string; query?: Record<string, string>; payload?: unknown }[] = [];
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sample(p.schema))]));
  for (const p of queryParams.filter((q) => takesText(q.schema))) {
    requests.push({ label: `${method} ${url} ?${p.name}`, method, url, query: { ...baseQuery, [p.name]: NUL_TEXT } });
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) {
    const base = sample(body) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(body.properties ?? {})) {
      if (takesText(schema)) requests.push({ label: `${method} ${url} body.${name}`, method, url, query: baseQuery, payload: { ...base, [name]: NUL_TEXT } });
      if (schema.type === 'array' && takesText(schema.items)) requests.push({ label: `${method} ${url} body.${name}[]`, method, url, query: baseQuery, payload: { ...base, [name]: [NUL_TEXT] } });
    }
  }
  return requests;
}

let t: TestApp;
let token: string;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  // Every role, so that the calls pass their guards and reach their handlers.
  token = (await t.signedInUser([...ROLES])).token;
  paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

describe('a NUL character in any text input', () => {
  it('is a 400 on every route of the OpenAPI document, never a 5xx', async () => {
    const requests = Object.entries(paths)
      .filter(([url]) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
      .flatMap(([url, ops]) => Object.entries(ops).flatMap(([method, op]) => nulRequests(method.toUpperCase(), url, op)));
    expect(requests.length).toBeGreaterThan(150);

    const failures: string[] = [];
    let refused = 0;
    for (const r of requests) {
      const res = await t.call({ method: r.method as 'GET', url: r.url, query: r.query, payload: r.payload as object, token });
      if (res.statusCode >= 500) failures.push(`${r.label}: ${res.statusCode}`);
      if (res.statusCode === 400) refused += 1;
    }
    expect(failures).toEqual([]);
    expect(refused).toBe(requests.length);
  });

  it('names the field that holds it, in the spec’s field error shape', async () => {
    const res = await t.call({ method: 'POST', url: '/api/movie/api-movie-review/', payload: { movie: 1, grade: 50, review: NUL_TEXT }, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ review: ['Утга буруу байна!'] });
    const query = await t.call({ method: 'GET', url: '/api/movie/movie-list/', query: { search: NUL_TEXT } });
    expect(query.json()).toEqual({ search: ['Утга буруу байна!'] });
  });

  it('is a 400 in a multipart text field too (the database refuses it; nothing half-written stays)', async () => {
    const serial = await makeSerial(t.database.db);
    const form = await multipart([
      ['serial', serial.id],
      ['season_number', '1'],
      ['season_title', NUL_TEXT],
    ]);
    const res = await t.call({ method: 'POST', url: '/api/serial/api-create-season/', ...form, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Утга буруу байна!' });
    const seasons = await t.call({ method: 'GET', url: '/api/serial/api-serial-seasons/', query: { slug: serial.slug }, token });
    expect(seasons.body).not.toContain('season-1');
  });

  it('is found at any depth, in keys too', () => {
    expect(nulPath({ a: [{ b: 'x' }, { c: 'y\0' }] })).toBe('a.1.c');
    expect(nulPath({ ['k\0']: 1 })).toBe('k');
    expect(nulPath('\0')).toBe('non_field_errors');
    expect(nulPath({ a: 'clean', b: [1, null, true] })).toBeUndefined();
  });
});
