import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import type { AppContext, ServiceDeps } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { newSmsCode, sha256 } from '../../lib/tokens';
import * as q from './auth.queries';

// Confirmation codes (part 1 sections 4 and 9): 6 digits, live for 10 minutes, 5 tries. An address waits
// 60 s after its first code, then 60 s longer after each resend; the count starts over after a quiet day.
// A code goes to a phone by SMS, or (confirm_email: the festival registration's fee mail to an address that is
// not the account's, issue 23) to an e-mail address by mail; the code rows and the waits are kept alike,
// keyed by the address (phone_codes.phone holds it).
const QUIET_RESET_MS = 24 * 60 * 60 * 1000;

type Purpose = 'activate' | 'change_phone' | 'confirm_email';

/** Seconds the address must still wait before another code, and how many codes it has had lately. */
async function throttleOf(ctx: ServiceDeps<'db' | 'clock'>, phone: string) {
  const row = await q.findThrottle(ctx.db, phone);
  const now = ctx.clock.now().getTime();
  if (!row || now - row.lastSentAt.getTime() > QUIET_RESET_MS) return { sends: 0, waitLeft: 0 };
  const readyAt = row.lastSentAt.getTime() + row.sends * RESEND_STEP_SECONDS * 1000;
  return { sends: row.sends, waitLeft: Math.max(0, Math.ceil((readyAt - now) / 1000)) };
}

/**
 * Sends a fresh code for `purpose` to `phone`, replacing any pending one. Unless `first`, a phone still
 * inside its wait gets a 429. Returns the seconds until the next code may be asked for.
 */
export async function sendCode(
  ctx: AppContext,
  opts: { userId: number; phone: string; purpose: Purpose; first?: boolean },
): Promise<number> {
  const { code, wait } = await storeCode(ctx, { ...opts, address: opts.phone });
  await ctx.sms.send({ to: opts.phone, code, text: `MFI: Таны баталгаажуулах код ${code}` });
  return wait;
}

/**
 * Mails a fresh code confirming `email` for the member (the registration's fee mail); the waits are a
 * phone's. Returns the seconds until the next code may be asked for.
 */
export async function mailCode(
  ctx: ServiceDeps<'db' | 'clock' | 'mail'>,
  opts: { userId: number; email: string },
): Promise<number> {
  const { code, wait } = await storeCode(ctx, { userId: opts.userId, address: opts.email, purpose: 'confirm_email' });
  await ctx.mail.send({
    to: opts.email,
    subject: `MFI: баталгаажуулах код / confirmation code ${code}`,
    text: [
      `Таны имэйл хаягийг баталгаажуулах код: ${code}. Код ${CODE_TTL_MINUTES} минутын турш хүчинтэй.`,
      '',
      `Your code confirming this e-mail address: ${code}. It is valid for ${CODE_TTL_MINUTES} minutes.`,
    ].join('\n'),
  });
  return wait;
}

/**
 * Spends a code the member typed for an e-mail address: true when it is the live code mailed to them for it
 * (a wrong one spends one of its tries).
 */
export async function useMailCode(ctx: ServiceDeps<'db' | 'clock'>, userId: number, email: string, code: string) {
  const row = await checkCode(ctx, email, code);
  if (!row || row.userId !== userId || row.purpose !== 'confirm_email') return false;
  await q.markCodeUsed(ctx.db, row.id, ctx.clock.now());
  return true;
}

/** Stores a fresh code for an address, replacing its pending one; one still inside its wait gets a 429. */
async function storeCode(
  ctx: ServiceDeps<'db' | 'clock'>,
  opts: { userId: number; address: string; purpose: Purpose; first?: boolean },
) {
  const { sends, waitLeft } = await throttleOf(ctx, opts.address);
  if (!opts.first && waitLeft > 0) throw tooManyRequests('resendWait', waitLeft);
  const now = ctx.clock.now();
  const code = newSmsCode();
  await q.replacePhoneCode(ctx.db, {
    userId: opts.userId,
    phone: opts.address,
    purpose: opts.purpose,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  const nextSends = opts.first ? 1 : sends + 1;
  await q.saveThrottle(ctx.db, opts.address, nextSends, now);
  return { code, wait: nextSends * RESEND_STEP_SECONDS };
}

/** Checks a code typed for an address; a wrong code spends one of its tries. Returns the code row when right. */
export async function checkCode(ctx: ServiceDeps<'db' | 'clock'>, phone: string, code: string) {
  const row = await q.spendCodeAttempt(ctx.db, phone, ctx.clock.now(), CODE_MAX_ATTEMPTS);
  if (!row || row.codeHash !== sha256(code)) return undefined;
  return row;
}
