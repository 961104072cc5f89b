import { expireSession, tokenStore } from './auth-store';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
const API_KEY = import.meta.env.VITE_API_KEY ?? 'mfi-dev-key';

/** A non-2xx answer: the status and the parsed body, whose shape the caller knows (field errors, detail…). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`API ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A 4xx is an answer (404 → the not-found page, 403…), not a hiccup: asking again will not change it. */
export const isAnswer = (error: unknown) => error instanceof ApiError && error.status < 500;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isInvalidToken(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { detail?: unknown }).detail === 'Invalid token.';
}

/** Every call carries the API key; signed-in calls add `Authorization: Token <token>` (part 1 section 7). */
export function baseHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Api-Key': API_KEY, Accept: accept };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

/**
 * The answers the server put in a guest's page for its first render (apps/server/src/modules/page-heads/
 * page-answers.ts), by the call's address: each is taken once, instead of asking the server again.
 */
const pageAnswers = readPageAnswers();

function readPageAnswers(): Map<string, unknown> {
  const script = typeof document === 'undefined' ? null : document.getElementById('page-answers');
  if (!script) return new Map();
  script.remove();
  try {
    return new Map(Object.entries(JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders('application/json');
  const signedIn = 'Authorization' in headers;
  const isRead = (options.method ?? 'GET') === 'GET' && options.body === undefined;
  if (isRead && !signedIn && pageAnswers.size > 0) {
    const url = buildUrl(path, options.query);
    if (pageAnswers.has(url)) {
      const answer = pageAnswers.get(url);
      pageAnswers.delete(url);
      return answer as T;
    }
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
  });
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && signedIn && isInvalidToken(data)) expireSession();
    throw new ApiError(response.status, data);
  }
  return data as T;
}

/** `{ field: ["message"] }` bodies (400) as a plain map; other shapes give an empty map. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value)) result[field] = value.map(String);
    else if (typeof value === 'string') result[field] = [value];
  }
  return result;
}

/** The server's `detail` text (401/403/404/429 bodies), if any. */
export function detailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const detail = (error.body as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : undefined;
}

/** Seconds to wait from a 429 body `{ detail, wait }` or a resend answer `{ wait }`. */
export function waitOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const wait = Number((body as { wait?: unknown }).wait);
  return Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : undefined;
}
