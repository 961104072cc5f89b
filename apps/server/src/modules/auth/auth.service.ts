import { setTimeout } from 'node:timers/promises';
import type { z } from 'zod';
import type { loginRequest } from '@mfi/contract/accounts.schemas';
import type { AppContext } from '../../context';
import { AppError, nonFieldError, unauthorized } from '../../lib/errors';
import { decoyHash, needsRehash } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import type { AuthUser } from '../../auth/auth-user';
import { toShortProfile } from './auth.mapper';
import * as q from './auth.queries';
import { startSession, userOfToken } from './sessions.service';

// The original server's texts, which the client maps to its Mongolian messages (part 1 section 8).
export const LOGIN_DISABLED = 'User account is disabled.';
export const LOGIN_INVALID = 'Unable to log in with provided credentials.';

export async function authenticateToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const keyHash = sha256(token);
  return ctx.sessions.user(keyHash, () => userOfToken(ctx, keyHash));
}

/**
 * Login, limited by the login guard (per address, per address and account, and a per-account wait that
 * known clients skip: login-guard.ts); a wrong password and an unknown name look alike. Answers the
 * token and the client's device id, which the route keeps in a cookie. A refusal (429, or 503 when the
 * hasher is full) comes after a pause: refusals cost the server next to nothing, and a flood that got
 * them at once would come back thousands of times a second and take the event loop from every reader.
 */
export async function login(
  ctx: AppContext,
  client: { ip: string; device?: string; userAgent?: string },
  input: z.infer<typeof loginRequest>,
) {
  try {
    return await tryLogin(ctx, client, input);
  } catch (error) {
    if (error instanceof AppError && (error.status === 429 || error.status === 503))
      await setTimeout(ctx.config.loginRefusalPauseMs);
    throw error;
  }
}

async function tryLogin(
  ctx: AppContext,
  client: { ip: string; device?: string; userAgent?: string },
  input: z.infer<typeof loginRequest>,
) {
  const attempt = { ip: client.ip, device: client.device, account: input.username.toLowerCase() };
  await ctx.limits.login.admit(attempt);
  const { user, ok } = await checkPassword(ctx, input).catch(async (error: unknown) => {
    await ctx.limits.login.unheard(attempt); // the hasher was too busy (or the database away): no try happened
    throw error;
  });
  if (!user || !ok) {
    await ctx.limits.login.failed(attempt);
    throw nonFieldError(LOGIN_INVALID);
  }
  const device = await ctx.limits.login.succeeded(attempt);
  if (!user.isActive) throw nonFieldError(LOGIN_DISABLED);
  if (needsRehash(user.passwordHash)) {
    // A hash of an older cost is redone at today's, after the answer (a busy hasher leaves it for the next login).
    ctx.background.add('rehash password', async () => {
      await q.replacePasswordHash(ctx.db, user.id, user.passwordHash, await ctx.passwords.hash(input.password));
    });
  }
  const token = await startSession(ctx, user.id, client.userAgent);
  return { body: { auth_token: token }, device };
}

/** The account and whether the password is its own; when the hasher has no room, a 503 before any database work. */
async function checkPassword(ctx: AppContext, input: { username: string; password: string }) {
  ctx.passwords.assertRoom();
  const user = await q.findUserByUsername(ctx.db, input.username);
  const ok = await ctx.passwords.verify(input.password, user?.passwordHash ?? (await decoyHash()));
  return { user, ok };
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
