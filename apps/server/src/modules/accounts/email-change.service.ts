import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { emailUndoRequest } from '@mfi/contract/accounts.schemas';
import { EMAIL_UNDO_TTL_DAYS } from '@mfi/contract/limits';
import { emailChanges } from '@mfi/contract/profiles.schemas';
import { profileAfterWrite } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ServiceDeps } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import * as q from './auth.queries';
import { checkCredentials, type PasswordClient } from './password-check';

// Moving an account to another e-mail (decision 002): the address that receives reset links is the key
// to the account, so a stolen session alone must not move it. The change asks for the current password
// and mails the old address a link that puts it back for EMAIL_UNDO_TTL_DAYS.

/** The old address of a change, for the mail after the save. */
export type EmailChange = { userId: number; username: string; oldEmail: string; newEmail: string };

/**
 * Before a profile save: when `email` moves the member to another address, the current `password` must
 * come with it and be right (the password door: login limits, the same answer as every wrong password).
 * Answers the change, or null when the e-mail stays.
 */
export async function authorizeEmailChange(
  ctx: ServiceDeps<'db' | 'limits' | 'passwords' | 'background' | 'config'>,
  client: PasswordClient,
  user: AuthUser,
  fields: { email?: string; password?: string },
): Promise<EmailChange | null> {
  const account = await q.findUserById(ctx.db, user.id);
  if (!account) throw unauthorized('invalidToken');
  if (!emailChanges(account.email, fields.email)) return null;
  if (!fields.password) throw fieldError('password', 'passwordRequired');
  await checkCredentials(ctx, client, { username: account.username, password: fields.password }, () =>
    fieldError('password', 'reactivatePassword'),
  );
  return { userId: account.id, username: account.username, oldEmail: account.email, newEmail: fields.email! };
}

/** After the save: the old address gets a single-use link that undoes the change, mailed after the answer. */
export function mailEmailUndo(
  ctx: ServiceDeps<'db' | 'mail' | 'clock' | 'config' | 'background'>,
  change: EmailChange,
) {
  ctx.background.add('e-mail change mail', async () => {
    const token = randomBytes(24).toString('base64url');
    const now = ctx.clock.now();
    await q.insertEmailChange(ctx.db, {
      tokenHash: sha256(token),
      userId: change.userId,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_UNDO_TTL_DAYS * 86_400_000),
    });
    const link = `${ctx.config.publicUrl}/email/undo/${token}`;
    await ctx.mail.send({
      to: change.oldEmail,
      subject: 'MFI: имэйл хаяг солигдлоо',
      text:
        `Сайн байна уу, ${change.username}!\n\nТаны MFI бүртгэлийн имэйл хаяг ${change.newEmail} болж солигдлоо.\n\n` +
        `Хэрэв та өөрөө солиогүй бол ${EMAIL_UNDO_TTL_DAYS} хоногийн дотор энэ холбоосыг нээж буцаана уу ` +
        `(бүх төхөөрөмжөөс гаргаж, нууц үг сэргээх холбоосуудыг хүчингүй болгоно):\n${link}`,
      link,
    });
  });
}

/**
 * POST /user-email-undo/: a live link puts the old address back, once. Whoever moved the address may hold
 * a session and a reset link mailed to the new one: every session of the account ends and every reset
 * link dies, so the owner takes it back with a reset mailed to their own address.
 */
export async function undoEmailChange(ctx: AppContext, input: z.infer<typeof emailUndoRequest>) {
  const now = ctx.clock.now();
  const change = await ctx.db
    .transaction(async (tx) => {
      const spent = await q.spendEmailChange(tx, sha256(input.token), now);
      if (!spent) throw fieldError('token', 'emailUndoInvalid');
      await q.updateUser(tx, spent.userId, { email: spent.oldEmail });
      await q.deleteTokensOfUser(tx, spent.userId);
      await q.voidPasswordResets(tx, spent.userId, now);
      return spent;
    })
    .catch((error: unknown) => {
      // Another member took the old address meanwhile: the link stays unused (the transaction rolled back).
      if (isUniqueViolation(error)) throw fieldError('token', 'emailTaken');
      throw error;
    });
  await ctx.sessions.forgetUser(change.userId);
  profileAfterWrite.emailRestored(ctx, change.userId);
}
