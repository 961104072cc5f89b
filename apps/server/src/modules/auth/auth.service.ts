import type { z } from 'zod';
import type { loginRequest } from '@mfi/contract/accounts.schemas';
import type { AppContext } from '../../context';
import { nonFieldError, unauthorized } from '../../lib/errors';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { toAuthUser, toShortProfile } from './auth.mapper';
import * as q from './auth.queries';

const MINUTE = 60_000;
// The original server's texts, which the client maps to its Mongolian messages (part 1 section 8).
export const LOGIN_DISABLED = 'User account is disabled.';
export const LOGIN_INVALID = 'Unable to log in with provided credentials.';

export async function authenticateToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const keyHash = sha256(token);
  return ctx.sessions.user(keyHash, async () => {
    const row = await q.findUserByToken(ctx.db, keyHash);
    return row?.isActive ? toAuthUser(row) : null;
  });
}

/**
 * Login: 10 tries a minute per address and per username (config.loginLimitPerMinute); a wrong password and
 * an unknown name look alike.
 */
export async function login(ctx: AppContext, ip: string, input: z.infer<typeof loginRequest>) {
  ctx.limiter.hit([`login:ip:${ip}`, `login:user:${input.username.toLowerCase()}`], ctx.config.loginLimitPerMinute, MINUTE);
  const user = await q.findUserByUsername(ctx.db, input.username);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !ok) throw nonFieldError(LOGIN_INVALID);
  if (!user.isActive) throw nonFieldError(LOGIN_DISABLED);
  const token = newToken();
  await q.insertToken(ctx.db, user.id, sha256(token));
  return { auth_token: token };
}

export async function logout(ctx: AppContext, token: string | null) {
  if (!token) throw unauthorized();
  await q.deleteToken(ctx.db, sha256(token));
  ctx.sessions.forget(sha256(token));
}

export async function shortProfile(ctx: AppContext, userId: number) {
  const row = await q.findUserById(ctx.db, userId);
  if (!row) throw unauthorized('invalidToken');
  return { user_profile: toShortProfile(row) };
}
