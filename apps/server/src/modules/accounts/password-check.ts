import { setTimeout } from 'node:timers/promises';
import type { ServiceDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { decoyHash, needsRehash } from '../../lib/passwords';
import * as q from './auth.queries';

/** The client that offers a password: its address and, at login, the device id its cookie carries. */
export type PasswordClient = { ip: string; device?: string };

type Deps = ServiceDeps<'db' | 'limits' | 'passwords' | 'background' | 'config'>;

/**
 * The one door of every call that checks a password (login, reactivation and phone-change codes, an
 * e-mail change; decision 002): each try passes the login guard (per address, per address and account,
 * and the account's wait for strangers: login-guard.ts), so guesses spread over these calls count
 * together. An unknown account is hashed against a decoy and answers `wrong()` like a wrong password,
 * whatever else the call would have said. A refusal (429, or 503 when the hasher is full) comes after a
 * pause: refusals cost the server next to nothing, and a flood answered at once would come back thousands
 * of times a second. Answers the account and the client's device id (login keeps it in a cookie).
 */
export async function checkCredentials(
  ctx: Deps,
  client: PasswordClient,
  credentials: { username: string; password: string },
  wrong: () => AppError,
) {
  try {
    return await admittedCheck(ctx, client, credentials, wrong);
  } catch (error) {
    if (error instanceof AppError && (error.status === 429 || error.status === 503))
      await setTimeout(ctx.config.loginRefusalPauseMs);
    throw error;
  }
}

async function admittedCheck(
  ctx: Deps,
  client: PasswordClient,
  credentials: { username: string; password: string },
  wrong: () => AppError,
) {
  const attempt = { ip: client.ip, device: client.device, account: credentials.username.toLowerCase() };
  await ctx.limits.login.admit(attempt);
  const { user, ok } = await verifyPassword(ctx, credentials).catch(async (error: unknown) => {
    await ctx.limits.login.unheard(attempt); // the hasher was too busy (or the database away): no try happened
    throw error;
  });
  if (!user || !ok) {
    await ctx.limits.login.failed(attempt);
    throw wrong();
  }
  const device = await ctx.limits.login.succeeded(attempt);
  if (needsRehash(user.passwordHash)) {
    // A hash of an older cost is redone at today's, after the answer (a busy hasher leaves it for the next check).
    ctx.background.add('rehash password', async () => {
      await q.replacePasswordHash(ctx.db, user.id, user.passwordHash, await ctx.passwords.hash(credentials.password));
    });
  }
  return { user, device };
}

/** The account and whether the password is its own; when the hasher has no room, a 503 before any database work. */
async function verifyPassword(ctx: Deps, credentials: { username: string; password: string }) {
  ctx.passwords.assertRoom();
  const user = await q.findUserByUsername(ctx.db, credentials.username);
  const ok = await ctx.passwords.verify(credentials.password, user?.passwordHash ?? (await decoyHash()));
  return { user, ok };
}
