import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { ROLES } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from './test/app';
import { jpeg, multipart } from './test/multipart';
import { apiRoutes, jsonBodyOf, type Route, sampleQuery, textProbes } from './test/openapi';
import { uploadForms, type UploadForm } from './test/upload-forms';

// Bad input answers 4xx, never 5xx (issue 12: 151 of 4,700 malformed requests answered 500). Every route
// of the OpenAPI document gets each malformed variant, sent by a user holding every role so that the
// guards pass and the body is read: a NUL character in each text input (path, query, JSON body and
// multipart field), a multipart body that cannot be read, a truncated JPEG and one whose header claims
// pixels it does not hold in each file field, and JSON nested 20,000 deep.

const NUL_TEXT = 'a\0b';
const INVALID = mn('invalidValue');

let t: TestApp;
let token: string;
let routes: Route[];
let forms: UploadForm[];
const fiveHundreds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  const user = await t.signedInUser([...ROLES]);
  token = user.token;
  routes = await apiRoutes(t);
  forms = await uploadForms(t, user);
});
afterAll(() => t.close());

/** One call as the all-roles user; a 5xx is noted whatever the test expects. */
async function send(label: string, opts: InjectOptions) {
  const res = await t.call({ ...opts, token });
  if (res.statusCode >= 500) fiveHundreds.push(`${label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
  return res;
}

// Logout reads no body and would end the session the walk runs on.
const writes = () => routes.filter((r) => r.method !== 'GET' && r.url !== '/api/v1/token/logout/');
const formFor = (route: Route) => forms.find((f) => f.url === route.url);

async function formBody(
  form: UploadForm,
  change: { fields?: [string, string | number | object][]; files?: Record<string, Buffer> } = {},
) {
  const files = Object.fromEntries(
    Object.entries({ ...form.files, ...change.files }).map(([k, data]) => [k, { data }]),
  );
  const body = await multipart(change.fields ?? form.fields, files);
  return { payload: body.payload, headers: body.headers };
}

/** A JPEG whose header says width x height over the data of a 64x64 one. */
async function lyingJpeg(width: number, height: number) {
  const data = Buffer.from(await jpeg(64, 64));
  for (let i = 2; i < data.length - 9; i++) {
    if (data[i] === 0xff && data[i + 1] === 0xc0) {
      data.writeUInt16BE(height, i + 5);
      data.writeUInt16BE(width, i + 7);
      return data;
    }
  }
  throw new Error('no SOF0 marker');
}

describe('every multipart call of the OpenAPI document', () => {
  it('has a valid form here, so that each bad part below is the only thing wrong', () => {
    // The document lists multipart calls without a request body; a new one needs its form in test/upload-forms.
    const multipartCalls = writes()
      .filter((r) => !r.op.requestBody)
      .map((r) => r.url);
    expect(multipartCalls.length).toBeGreaterThanOrEqual(16);
    expect(forms.map((f) => f.url).sort()).toEqual(multipartCalls.sort());
  });
});

describe('a NUL character in any text input', () => {
  it('is a 400 naming the input on every route: path, query and JSON body', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const route of routes) {
      for (const probe of textProbes(route, NUL_TEXT)) {
        probes += 1;
        const res = await send(probe.label, {
          method: route.method as 'POST',
          url: route.url,
          query: probe.query,
          payload: probe.payload as object,
        });
        if (res.statusCode !== 400) failures.push(`${probe.label}: ${res.statusCode}`);
      }
    }
    expect(probes).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it('is a 400 naming the field in each multipart text field, raw or escaped in a field’s JSON list', async () => {
    const failures: string[] = [];
    for (const form of forms) {
      for (const [name, value] of form.fields) {
        // A list is sent as JSON text: the NUL escaped inside it reaches the database all the same.
        const bad = typeof value === 'object' ? JSON.stringify([NUL_TEXT]) : NUL_TEXT;
        const fields = form.fields.map(([k, v]): [string, string | number | object] =>
          k === name ? [k, bad] : [k, v],
        );
        const res = await send(`${form.url} ${name}`, {
          method: 'POST',
          url: form.url,
          ...(await formBody(form, { fields })),
        });
        if (res.statusCode !== 400 || res.body !== JSON.stringify({ [name]: [INVALID] }))
          failures.push(`${form.url} ${name}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
      const named = await send(`${form.url} name`, {
        method: 'POST',
        url: form.url,
        ...(await formBody(form, { fields: [...form.fields, ['x\0y', 'z']] })),
      });
      expect(named.json(), form.url).toEqual({ xy: [INVALID] });
    }
    expect(failures).toEqual([]);
  });
});

describe('a multipart body that cannot be read', () => {
  it('is a 400 on every multipart call (no or a wrong boundary, cut short), and never a 5xx on any write', async () => {
    const failures: string[] = [];
    const sample = forms.find((f) => f.url === '/api/movie/api-create-movie/')!;
    for (const route of writes()) {
      const form = formFor(route);
      const { payload, headers } = await formBody(form ?? sample);
      const boundary = headers['content-type'].split('boundary=')[1];
      const variants: [string, string, Buffer][] = [
        ['no boundary', 'multipart/form-data', payload],
        ['a wrong boundary', 'multipart/form-data; boundary=not-the-boundary', payload],
        ['an empty boundary', 'multipart/form-data; boundary=', payload],
        ['cut in half', headers['content-type'], payload.subarray(0, payload.length >> 1)],
        ['cut in a part header', headers['content-type'], payload.subarray(0, boundary.length + 20)],
        [
          'garbage',
          headers['content-type'],
          Buffer.from('garbage\r\n\r\n--' + boundary + '\r\nContent-Disposition: form-data\r\n'),
        ],
      ];
      for (const [name, contentType, body] of variants) {
        const label = `${route.method} ${route.url} ${name}`;
        const res = await send(label, {
          method: route.method as 'POST',
          url: route.url,
          query: sampleQuery(route),
          headers: { 'content-type': contentType },
          payload: body,
        });
        if (form ? res.statusCode !== 400 : res.statusCode >= 500)
          failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a JPEG that does not decode', () => {
  it('answers the JPEG message in every file field of every multipart call: truncated, or a header claiming 6000x6000 or 60000x60000 pixels', async () => {
    const whole = await jpeg(600, 600);
    const variants: [string, Buffer][] = [
      ['truncated', whole.subarray(0, whole.length >> 1)],
      ['6000x6000 claimed', await lyingJpeg(6000, 6000)],
      ['60000x60000 claimed', await lyingJpeg(60000, 60000)],
    ];
    expect((await sharp(variants[1][1]).metadata()).width).toBe(6000);
    const failures: string[] = [];
    let slowest = 0;
    for (const form of forms) {
      for (const field of form.uploads) {
        for (const [name, data] of variants) {
          const started = performance.now();
          const res = await send(`${form.url} ${field} ${name}`, {
            method: 'POST',
            url: form.url,
            ...(await formBody(form, { files: { [field]: data } })),
          });
          slowest = Math.max(slowest, performance.now() - started);
          if (res.statusCode !== 400 || res.body !== JSON.stringify({ [field]: [mn('jpegOnly')] }))
            failures.push(`${form.url} ${field} ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(forms.flatMap((f) => f.uploads).length).toBeGreaterThanOrEqual(17);
    expect(failures).toEqual([]);
    // Refused as the data runs out, not after decoding the pixels the header claims.
    expect(slowest).toBeLessThan(1000);
  });
});

describe('JSON nested 20,000 deep', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('is a 400 on every call that takes a JSON body, and never a 5xx on any route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const field = Object.keys(jsonBodyOf(route)?.properties ?? { review: {} })[0];
      const label = `${route.method} ${route.url}`;
      const res = await send(label, {
        method: route.method as 'POST',
        url: route.url,
        query: sampleQuery(route),
        headers: { 'content-type': 'application/json' },
        payload: `{"${field}": ${deep(20_000)}}`,
      });
      if (
        jsonBodyOf(route)
          ? res.statusCode !== 400 || res.body !== JSON.stringify({ detail: INVALID })
          : res.statusCode >= 500
      )
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });

  it('in a multipart field’s JSON list too, and the season detailed review takes it as a form or as JSON', async () => {
    for (const form of forms) {
      const list = form.fields.find(([, v]) => typeof v === 'object');
      if (!list) continue;
      const fields = form.fields.map(([k, v]): [string, string | number | object] =>
        k === list[0] ? [k, deep(20_000)] : [k, v],
      );
      expect(
        (
          await send(`${form.url} ${list[0]} deep`, {
            method: 'POST',
            url: form.url,
            ...(await formBody(form, { fields })),
          })
        ).statusCode,
        form.url,
      ).toBe(400);
    }
    const url = '/api/serial/api-submit-season-detailed-review/';
    const res = await send(url, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{"serialSlug":"a","seasonSlug":"b","title":${deep(20_000)}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('leaves ordinary nesting alone: a JSON body a few levels deep is read as before', async () => {
    const res = await send('login', {
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: [[[['x']]]], password: { a: { b: 1 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBeUndefined();
  });
});

describe('after all of it', () => {
  it('no call answered a 5xx, and the server still answers', async () => {
    expect(fiveHundreds).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/movie/movie-list/', token })).statusCode).toBe(200);
  });
});
