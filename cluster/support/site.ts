import { expect } from 'vitest';

// Calls to one instance or to nginx, as a browser's fetch would make them: the API key, a token, JSON.

export const API_KEY = 'cluster-key';
export const PASSWORD = 'Cluster#2026mfi';

export type Answer = { status: number; body: unknown; headers: Headers };

/** One call; `form` sends multipart (an upload), `payload` JSON. Network errors answer status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; payload?: object; form?: FormData; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  if (opts.payload) headers['content-type'] = 'application/json';
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.form ?? (opts.payload ? JSON.stringify(opts.payload) : undefined),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, headers: res.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}

/** Signs `username` in on `base` and answers the token. */
export async function login(base: string, username: string, ip?: string) {
  const res = await call(base, 'POST', '/api/v1/token/login/', { payload: { username, password: PASSWORD }, ip });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { auth_token: string }).auth_token;
}

/** Polls `read` until `ok` holds of its answer, at most `ms`; answers how long it took. */
export async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean) {
  const began = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return Date.now() - began;
    if (Date.now() - began > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
