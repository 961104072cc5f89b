import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { resetPasswordConfirmRequest, resetPasswordRequest } from '@mfi/contract/accounts.schemas';
import { RESET_LINK_TTL_HOURS } from '@mfi/contract/limits';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { sha256 } from '../../lib/tokens';
import * as q from './auth.queries';

const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
const decodeUid = (uid: string) => {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Mails a single-use link valid for 24 hours; a newer link voids the older ones. Known and unknown addresses get the same 204 after the same
 * work, none of it on the database: the answer only counts the limits and hands back the mailing, which
 * the route runs after answering (the account looked up, the link stored and mailed), so neither the
 * answer nor its time tells whether the address has an account.
 */
export async function requestPasswordReset(ctx: AppContext, ip: string, input: z.infer<typeof resetPasswordRequest>) {
  await hit([
    [ctx.limits.resetRequests, `ip:${ip}`],
    [ctx.limits.resetRequests, `email:${input.email.toLowerCase()}`],
  ]);
  return () => mailResetLink(ctx, input.email);
}

async function mailResetLink(ctx: AppContext, email: string) {
  const user = await q.findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  await q.replacePasswordReset(ctx.db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_HOURS * 3_600_000),
    now,
  });
  const link = `${ctx.config.publicUrl}/password/reset/confirm/${encodeUid(user.id)}/${token}`;
  await ctx.mail.send({
    to: user.email,
    subject: 'MFI: нууц үг сэргээх',
    text: `Сайн байна уу, ${user.username}!\n\nНууц үгээ сэргээхийн тулд 24 цагийн дотор энэ холбоосыг нээнэ үү:\n${link}\n\nХэрэв та хүсээгүй бол энэ захидлыг үл тоомсорлоно уу.`,
    link,
  });
}

/** Sets the new password from a live link, spends the link and signs the account out everywhere. */
export async function confirmPasswordReset(ctx: AppContext, input: z.infer<typeof resetPasswordConfirmRequest>) {
  const now = ctx.clock.now();
  const userId = decodeUid(input.uid);
  const reset = await q.findPasswordReset(ctx.db, sha256(input.token));
  const live = reset && reset.userId === userId && !reset.usedAt && reset.expiresAt > now;
  if (!live) throw fieldError('token', 'resetLinkInvalid');
  const passwordHash = await ctx.passwords.hash(input.new_password);
  await ctx.db.transaction(async (tx) => {
    // This link and any other; a confirm racing this one with the same link finds it spent.
    const spent = await q.voidPasswordResets(tx, reset.userId, now);
    if (!spent.includes(reset.tokenHash)) throw fieldError('token', 'resetLinkInvalid');
    await q.updateUser(tx, reset.userId, { passwordHash });
    await q.deleteTokensOfUser(tx, reset.userId);
  });
  // The user's old tokens are gone: none of them may still sign a call.
  await ctx.sessions.forgetUser(reset.userId);
}
