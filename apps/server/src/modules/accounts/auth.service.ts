import type { z } from 'zod';
import type { loginRequest } from '@mfi/contract/accounts.schemas';
import type { AppContext } from '../../context';
import { nonFieldError, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { AuthUser } from '../../auth/auth-user';
import { powersOf } from '../../policies/powers';
import { toAuthUser, toShortProfile } from './auth.mapper';
import * as q from './auth.queries';
import { checkCredentials } from './password-check';
import { startSession, userOfToken } from './sessions.service';

// The original server's texts, which the client maps to its Mongolian messages (part 1 section 8).
export const LOGIN_DISABLED = 'User account is disabled.';
export const LOGIN_INVALID = 'Unable to log in with provided credentials.';

export async function authenticateToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const keyHash = sha256(token);
  return ctx.sessions.user(keyHash, () => userOfToken(ctx, keyHash));
}

/**
 * Login, through the password door (password-check.ts: the login guard's limits, and a wrong password and
 * an unknown name look alike). Answers the token and the client's device id, which the route keeps in a
 * cookie; an inactive account with the right password answers LOGIN_DISABLED.
 */
export async function login(
  ctx: AppContext,
  client: { ip: string; device?: string; userAgent?: string },
  input: z.infer<typeof loginRequest>,
) {
  const { user, device } = await checkCredentials(ctx, client, input, () => nonFieldError(LOGIN_INVALID));
  if (!user.isActive) throw nonFieldError(LOGIN_DISABLED);
  const token = await startSession(ctx, user.id, client.userAgent);
  return { body: { auth_token: token }, device };
}

export async function logout(ctx: AppContext, token: string | null) {
  if (!token) throw unauthorized();
  await q.deleteToken(ctx.db, sha256(token));
  await ctx.sessions.forget(sha256(token));
}

export async function shortProfile(ctx: AppContext, userId: number) {
  const row = await q.findUserById(ctx.db, userId);
  if (!row) throw unauthorized('invalidToken');
  return { user_profile: toShortProfile(ctx.storage, row, powersOf(toAuthUser(row))) };
}
