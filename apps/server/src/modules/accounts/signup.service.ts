import type { z } from 'zod';
import type {
  activateRequest,
  changePhoneRequest,
  reactivateRequest,
  resendCodeRequest,
  signupRequest,
} from '@mfi/contract/accounts.schemas';
import { mn } from '@mfi/contract/messages';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, nonFieldError } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { toSignupResponse } from './auth.mapper';
import * as q from './auth.queries';
import { checkCredentials } from './password-check';
import { checkCode, sendCode } from './phone-codes';

// Signup and every call that sends a code: 5 a minute per address and per phone, e-mail or username (issue 2).
const limitCodeCalls = (ctx: AppContext, ip: string, ...ids: string[]) =>
  hit([`ip:${ip}`, ...ids].map((key) => [ctx.limits.codeCalls, key]));

/** Creates an inactive account and texts it a 6-digit code. Duplicates answer the spec's field texts. */
export async function signup(ctx: AppContext, ip: string, input: z.infer<typeof signupRequest>) {
  await limitCodeCalls(ctx, ip, `phone:${input.phone}`, `email:${input.email}`);
  await assertUnique(ctx, input);
  const passwordHash = await ctx.passwords.hash(input.password);
  const user = await q
    .insertUser(ctx.db, { ...input, passwordHash, slug: input.username.toLowerCase(), isActive: false })
    .catch(async (error: unknown) => {
      // Two signups racing for the same name: the unique index decides, the answer stays a field error.
      if (isUniqueViolation(error)) await assertUnique(ctx, input);
      throw error;
    });
  await sendCode(ctx, { userId: user.id, phone: user.phone, purpose: 'activate', first: true });
  return toSignupResponse(user);
}

async function assertUnique(ctx: AppContext, input: { username: string; email: string; phone: string }) {
  const [byName, byEmail, byPhone] = await Promise.all([
    q.findUserByUsername(ctx.db, input.username),
    q.findUserByEmail(ctx.db, input.email),
    q.findUserByPhone(ctx.db, input.phone),
  ]);
  const errors: Record<string, string[]> = {};
  if (byName) errors.username = [mn('usernameTaken')];
  if (byEmail) errors.email = [mn('emailTaken')];
  if (byPhone) errors.phone = [mn('phoneTaken')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
}

/**
 * Confirms a code. For a signup or reactivation it activates the account; for a phone change it also
 * moves the account to the new number. Any failure is `{status: false}`, as the client expects.
 */
export async function activate(ctx: AppContext, ip: string, input: z.infer<typeof activateRequest>) {
  await hit([[ctx.limits.activations, ip]]);
  const code = await checkCode(ctx, input.phone, input.code);
  if (!code) return { status: false };
  const user = await q.findUserById(ctx.db, code.userId);
  // An account an admin closed is reopened only by an admin (issue 25), never by a code.
  if (!user || user.closedAt) return { status: false };
  if (code.purpose === 'change_phone') {
    const owner = await q.findUserByPhone(ctx.db, input.phone);
    if (owner && owner.id !== user.id) return { status: false };
  }
  await q.markCodeUsed(ctx.db, code.id, ctx.clock.now());
  await q.updateUser(ctx.db, user.id, { isActive: true, phone: input.phone });
  return { status: true };
}

/** Sends another code to a phone that has one pending (signup, reactivation or phone change). */
export async function resendCode(ctx: AppContext, ip: string, input: z.infer<typeof resendCodeRequest>) {
  await limitCodeCalls(ctx, ip, `phone:${input.phone}`);
  const pending = await q.findPendingCode(ctx.db, input.phone);
  if (pending) {
    const wait = await sendCode(ctx, { userId: pending.userId, phone: input.phone, purpose: pending.purpose });
    return { status: true, wait };
  }
  const user = await q.findUserByPhone(ctx.db, input.phone);
  if (!user || user.isActive || user.closedAt) throw fieldError('phone', 'phoneUnknown');
  const wait = await sendCode(ctx, { userId: user.id, phone: user.phone, purpose: 'activate' });
  return { status: true, wait };
}

/**
 * The account behind a username and password, through the password door (password-check.ts): its tries
 * count in the login limits, and an unknown name or a wrong password both answer the spec's password
 * text, before anything else about the account (its phone, whether it is active) is told.
 */
const verifyAccount = (ctx: AppContext, ip: string, credentials: { username: string; password: string }) =>
  checkCredentials(ctx, { ip }, credentials, () => fieldError('password', 'reactivatePassword')).then((c) => c.user);

/** An account awaiting activation asks for a new code to its registered phone. */
export async function reactivate(ctx: AppContext, ip: string, input: z.infer<typeof reactivateRequest>) {
  await limitCodeCalls(ctx, ip, `phone:${input.phone}`, `user:${input.username.toLowerCase()}`);
  const user = await verifyAccount(ctx, ip, input);
  if (user.phone !== input.phone) throw fieldError('phone', 'reactivatePhone');
  if (user.isActive) throw nonFieldError(mn('accountActive'));
  if (user.closedAt) throw nonFieldError(mn('accountClosed'));
  const wait = await sendCode(ctx, { userId: user.id, phone: user.phone, purpose: 'activate' });
  return { status: true, wait };
}

/**
 * An account awaiting activation that was registered with a wrong number moves to a new one: the code
 * goes to the new number and activation with it switches the account over. Active accounts get
 * `not_active` (this path is only for accounts that are not active yet).
 */
export async function changePhone(ctx: AppContext, ip: string, input: z.infer<typeof changePhoneRequest>) {
  await limitCodeCalls(ctx, ip, `phone:${input.phone2}`, `user:${input.username.toLowerCase()}`);
  const user = await verifyAccount(ctx, ip, input);
  if (user.phone !== input.phone1) throw fieldError('phone', 'reactivatePhone');
  if (user.isActive) throw new AppError(400, { not_active: [mn('notActive')] });
  if (user.closedAt) throw nonFieldError(mn('accountClosed'));
  if (await q.findUserByPhone(ctx.db, input.phone2)) throw fieldError('phone2', 'phoneTaken');
  const wait = await sendCode(ctx, { userId: user.id, phone: input.phone2, purpose: 'change_phone' });
  return { status: true, wait };
}
