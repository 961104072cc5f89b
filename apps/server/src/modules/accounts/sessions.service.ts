import type { z } from 'zod';
import type { revokeSessionRequest, Session } from '@mfi/contract/accounts.schemas';
import { SESSION_IDLE_DAYS } from '@mfi/contract/limits';
import type { AppContext, ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { AuthUser } from '../../auth/auth-user';
import { toAuthUser } from './auth.mapper';
import * as q from './auth.queries';

// Every token is a session (issue 12). One unused for SESSION_IDLE_DAYS is dead: each lookup asks for a
// last use after that, and a use moves the last use on, but only once a day per token, so signed-in calls
// do not each write to the database. A revocation reaches the session cache (session-cache.ts) at once; an
// instance that shares no cache with this one (no Redis) may still answer for the token within
// AUTH_CACHE_TTL_MS (5 s).

const DAY_MS = 86_400_000;
const USER_AGENT_MAX = 200;

/** Tokens last used at or before this moment are dead. */
const liveAfter = (now: Date) => new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);

/** The user behind a live token, moving its last use on when the stored one is a day old. */
export async function userOfToken(ctx: AppContext, keyHash: string): Promise<AuthUser | null> {
  const now = ctx.clock.now();
  const row = await q.findUserByToken(ctx.db, keyHash, liveAfter(now));
  if (!row?.isActive) return null;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  if (row.lastUsedAt < dayAgo) await q.touchToken(ctx.db, keyHash, now, dayAgo);
  return toAuthUser(row);
}

/**
 * Ends every session of a member, in the caller's transaction (an admin closed the account, issue 25). After
 * the commit the caller calls `forgetMemberSessions`, so no cached token answers for the member either.
 */
export const endMemberSessions = (tx: Executor, userId: number) => q.deleteTokensOfUser(tx, userId);

/** The member's tokens leave the session cache: their next call reads roles and state anew. */
export const forgetMemberSessions = (ctx: ServiceDeps<'sessions'>, userId: number) => ctx.sessions.forgetUser(userId);

/** A new token for a login, naming the browser; the user's dead tokens go at the same time. */
export async function startSession(ctx: AppContext, userId: number, userAgent: string | undefined) {
  const now = ctx.clock.now();
  const token = newToken();
  await q.insertToken(ctx.db, {
    userId,
    keyHash: sha256(token),
    userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
    now,
  });
  await q.deleteDeadTokens(ctx.db, userId, liveAfter(now));
  return token;
}

export async function listSessions(
  ctx: AppContext,
  userId: number,
  token: string | null,
): Promise<{ sessions: Session[] }> {
  if (!token) throw unauthorized();
  const current = sha256(token);
  const rows = await q.listLiveTokens(ctx.db, userId, liveAfter(ctx.clock.now()));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      created: row.createdAt.toISOString(),
      last_used: row.lastUsedAt.toISOString(),
      user_agent: row.userAgent,
      current: row.keyHash === current,
    })),
  };
}

/**
 * Ends one of the caller's sessions, or all but the one in use. An id that is not the caller's answers 404
 * as an unknown one does, and ends nothing: no one learns whether another member's session exists.
 */
export async function revokeSessions(
  ctx: AppContext,
  userId: number,
  token: string | null,
  input: z.infer<typeof revokeSessionRequest>,
) {
  if (!token) throw unauthorized();
  const ended =
    'id' in input
      ? await q.deleteTokenById(ctx.db, userId, input.id)
      : await q.deleteOtherTokens(ctx.db, userId, sha256(token));
  if ('id' in input && ended.length === 0) throw notFound();
  await Promise.all(ended.map(({ keyHash }) => ctx.sessions.forget(keyHash)));
}

/** The member with this id as a signed-in one, while their account is open: work done later in their name (an import). */
export async function activeMember(db: Executor, id: number): Promise<AuthUser | null> {
  const row = await q.findUserById(db, id);
  return row?.isActive ? toAuthUser(row) : null;
}
