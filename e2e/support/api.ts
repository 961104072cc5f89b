import { baseURL } from './browser';
import { codeSentTo } from './outbox';

type Call = { body?: object; token?: string; query?: Record<string, string> };

/** A call to the test server's API as the web app makes it (API key, JSON, `Token` when given): its status and body. */
export async function apiAnswer<T>(path: string, options: Call = {}): Promise<{ status: number; body: T }> {
  const url = new URL(`/api${path}`, baseURL());
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: options.body ? 'POST' : 'GET',
    headers: {
      'X-Api-Key': 'mfi-dev-key',
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Token ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The same call when it must succeed: its body; any other answer throws with its status and body. */
export async function api<T>(path: string, options: Call = {}): Promise<T> {
  const answer = await apiAnswer<T>(path, options);
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type NewMember = { username: string; password: string; slug: string; token: string };

/**
 * A new member signed up through the API, activated with the texted code and logged in: a suite's own
 * account, so what it writes meets no other suite. `phone` is 8 digits no other suite uses. A signup
 * refused for too many tries (429) is sent again after the wait the server names.
 */
export async function newMember(username: string, phone: string, password: string): Promise<NewMember> {
  const signup = { body: { username, password, email: `${username}@example.mn`, phone } };
  // Signups are limited per address and minute, and every suite signs up from 127.0.0.1: wait as told.
  for (let tries = 1; ; tries++) {
    const answer = await apiAnswer<{ wait?: number }>('/v1/users/', signup);
    if (answer.status !== 429 || tries === 3) {
      if (answer.status >= 300) throw new Error(`/v1/users/: ${answer.status} ${JSON.stringify(answer.body)}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, ((answer.body.wait ?? 30) + 1) * 1000));
  }
  await api('/user-activate/', { body: { code: await codeSentTo(phone), phone } });
  const { auth_token: token } = await api<{ auth_token: string }>('/v1/token/login/', { body: { username, password } });
  return { username, password, slug: username.toLowerCase(), token };
}
