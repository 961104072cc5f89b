import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, RESEND_STEP_SECONDS } from '@mfi/contract/limits';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { newSmsCode, sha256 } from '../../lib/tokens';
import * as q from './auth.queries';

// SMS codes (part 1 sections 4 and 9): 6 digits, live for 10 minutes, 5 tries. A phone waits 60 s after
// its first code, then 60 s longer after each resend; the count starts over after a quiet day.
const QUIET_RESET_MS = 24 * 60 * 60 * 1000;

type Purpose = 'activate' | 'change_phone';

/** Seconds the phone must still wait before another code, and how many codes it has had lately. */
async function throttleOf(ctx: AppContext, phone: string) {
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
  const { sends, waitLeft } = await throttleOf(ctx, opts.phone);
  if (!opts.first && waitLeft > 0) throw tooManyRequests('resendWait', waitLeft);
  const now = ctx.clock.now();
  const code = newSmsCode();
  await q.replacePhoneCode(ctx.db, {
    userId: opts.userId,
    phone: opts.phone,
    purpose: opts.purpose,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  const nextSends = opts.first ? 1 : sends + 1;
  await q.saveThrottle(ctx.db, opts.phone, nextSends, now);
  await ctx.sms.send({ to: opts.phone, code, text: `MFI: Таны баталгаажуулах код ${code}` });
  return nextSends * RESEND_STEP_SECONDS;
}

/** Checks a code typed for a phone; a wrong code spends one of its tries. Returns the code row when right. */
export async function checkCode(ctx: AppContext, phone: string, code: string) {
  const row = await q.spendCodeAttempt(ctx.db, phone, ctx.clock.now(), CODE_MAX_ATTEMPTS);
  if (!row || row.codeHash !== sha256(code)) return undefined;
  return row;
}
