import { eq } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { multipart } from '../../test/multipart';

// Issue 23, item 5: every call that checks a password counts in the login limits and answers a wrong
// password alike; an e-mail change asks for the password and can be undone from the old address; a newer
// reset link voids the older ones (decision 002).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh client address, so the per-address limits of one test do not spill into another. */
const freshIp = () => `10.23.${Math.floor(++n / 250)}.${n % 250}`;

const post = (url: string, payload: object, ip = freshIp()) => t.call({ method: 'POST', url, payload, ip });
const login = (username: string, password: string, ip = freshIp()) =>
  post('/api/v1/token/login/', { username, password }, ip);

// The limiters keep their windows in wall-clock time (rate-limiter-flexible reads Date.now).
const realNow = Date.now;
function letTimePass(ms: number) {
  const skewed = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (skewed - realNow()) + ms);
}
afterEach(() => vi.restoreAllMocks());

/** An account awaiting activation (signup sends its code). */
async function inactiveAccount() {
  const u = unique();
  expect((await post('/api/v1/users/', { ...u, password: STRONG_PASSWORD })).statusCode).toBe(201);
  letTimePass(61_000); // the signup spent one of the phone's five code calls of this minute
  return u;
}

const reactivate = (u: { username: string; phone: string }, password: string, ip?: string) =>
  post('/api/user-reactivate-code/', { username: u.username, password, phone: u.phone }, ip);
const changePhone = (u: { username: string; phone: string }, password: string, ip?: string, phone2?: string) =>
  post(
    '/api/user-changephone-code/',
    { username: u.username, password, phone1: u.phone, phone2: phone2 ?? unique().phone },
    ip,
  );

const WRONG_PASSWORD = { password: [mn('reactivatePassword')] };

describe('reactivation and phone-change codes: guesses count in the login limits', () => {
  it('share one address-and-account budget with login: ten failures an hour, then 429', async () => {
    const u = await inactiveAccount();
    const ip = freshIp();
    // The code calls' own limit (5 a minute per username) spaces the guesses out.
    for (let i = 0; i < 5; i++) expect((await reactivate(u, `Wrong#Guess${i}`, ip)).json()).toEqual(WRONG_PASSWORD);
    letTimePass(61_000);
    for (let i = 0; i < 5; i++) expect((await changePhone(u, `Wrong#Guess${i}`, ip)).json()).toEqual(WRONG_PASSWORD);
    letTimePass(122_000);
    const refused = await login(u.username, STRONG_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await reactivate(u, STRONG_PASSWORD, ip)).statusCode).toBe(429);
    // Another address still gets through (the account is inactive: login says so).
    expect((await login(u.username, STRONG_PASSWORD)).json()).toEqual({
      non_field_errors: ['User account is disabled.'],
    });
  });

  it('make a spray from many addresses wait, login included', async () => {
    const u = await inactiveAccount();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++)
        expect((await (round ? changePhone : reactivate)(u, `Wrong#Spray${i}`)).statusCode).toBe(400);
      letTimePass(61_000);
    }
    // Ten failures of the day are free; each further one makes the next stranger wait.
    expect((await reactivate(u, 'Wrong#Spray10')).statusCode).toBe(400);
    const waiting = await reactivate(u, 'Wrong#Spray11');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.json().detail).toMatch(/секундын дараа/);
    expect((await login(u.username, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await changePhone(u, STRONG_PASSWORD)).statusCode).toBe(429);
  });
});

describe('a wrong password answers alike, whatever else is wrong', () => {
  it('on reactivation: unknown account, wrong phone, active account', async () => {
    const pending = await inactiveAccount();
    const active = await signedInMember(t);
    const answers = await Promise.all([
      reactivate({ username: 'nosuchmember', phone: pending.phone }, STRONG_PASSWORD),
      reactivate(pending, 'Wrong#Pass1234'),
      reactivate({ username: pending.username, phone: '91234567' }, 'Wrong#Pass1234'),
      reactivate(active, 'Wrong#Pass1234'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_PASSWORD);
    }
    // With the right password the account's own faults are told.
    expect(Object.keys((await reactivate({ ...pending, phone: '91234567' }, STRONG_PASSWORD)).json())).toEqual([
      'phone',
    ]);
    expect(Object.keys((await reactivate(active, STRONG_PASSWORD)).json())).toEqual(['non_field_errors']);
  });

  it('on a phone change: unknown account, wrong old phone, active account, new phone taken', async () => {
    const pending = await inactiveAccount();
    const active = await signedInMember(t);
    const answers = await Promise.all([
      changePhone({ username: 'nosuchmember', phone: pending.phone }, STRONG_PASSWORD),
      changePhone(pending, 'Wrong#Pass1234'),
      changePhone({ username: pending.username, phone: '91234567' }, 'Wrong#Pass1234'),
      changePhone(active, 'Wrong#Pass1234'),
      changePhone(pending, 'Wrong#Pass1234', undefined, active.phone),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_PASSWORD);
    }
    expect((await changePhone(active, STRONG_PASSWORD)).json()).toEqual({ not_active: [mn('notActive')] });
    expect((await changePhone(pending, STRONG_PASSWORD, undefined, active.phone)).json()).toEqual({
      phone2: [mn('phoneTaken')],
    });
  });
});

describe('changing the e-mail', () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember(t);
  });

  async function save(fields: Record<string, string>, ip = freshIp(), token = member.token) {
    const { payload, headers } = await multipart(fields);
    return t.call({ method: 'POST', url: '/api/user/api/v-user-profile-update/', payload, headers, token, ip });
  }
  const storedEmail = async (id = member.id) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;
  /** The newest mail to `email`: it goes out just after the save's answer. */
  async function mailTo(email: string, after = 0) {
    await expect.poll(async () => (await t.mails()).slice(after).some((m) => m.to === email)).toBe(true);
    return (await t.mails()).filter((m) => m.to === email).at(-1)!;
  }
  const undo = (token: unknown) => post('/api/user-email-undo/', { token } as object);
  const tokenOf = (link: string) => link.split('/').at(-1)!;

  it('asks for the current password, refuses a wrong one, and saves the rest without one when it stays', async () => {
    const address = unique().email;
    expect((await save({ email: address })).json()).toEqual({ password: [mn('passwordRequired')] });
    expect((await save({ email: address, password: 'Wrong#Pass1234' })).json()).toEqual(WRONG_PASSWORD);
    expect(await storedEmail()).toBe(member.email);
    // The same address (in any case) is no change: no password needed.
    expect((await save({ email: member.email.toUpperCase(), bio: 'Кино' })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/user/api/v-user-profile-update/' })).statusCode).toBe(401);
  });

  it('counts wrong passwords in the login limits', async () => {
    const other = await signedInMember(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await save({ email: unique().email, password: `Wrong#Pass${i}` }, ip, other.token)).statusCode).toBe(400);
    const refused = await save({ email: unique().email, password: STRONG_PASSWORD }, ip, other.token);
    expect(refused.statusCode).toBe(429);
    expect((await login(other.username, STRONG_PASSWORD, ip)).statusCode).toBe(429);
    expect(await storedEmail(other.id)).toBe(other.email);
  });

  it('with the right password moves the account and mails the old address a link that undoes it once', async () => {
    const owner = await signedInMember(t);
    const before = (await t.mails()).length;
    const address = unique().email;
    const res = await save({ email: address, password: STRONG_PASSWORD }, freshIp(), owner.token);
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(owner.id)).toBe(address);
    const mail = await mailTo(owner.email, before);
    expect(mail.link).toMatch(/^http:\/\/mfi\.test\/email\/undo\/[\w-]{32}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(address);
    expect((await t.mails()).slice(before).some((m) => m.to === address)).toBe(false);

    // Whoever moved it may have asked a reset link to the new address: the undo voids it.
    expect((await post('/api/v1/users/reset_password/', { email: address })).statusCode).toBe(204);
    const reset = await mailTo(address, before);
    const [uid, resetToken] = reset.link.split('/').slice(-2);

    expect((await undo(tokenOf(mail.link))).statusCode).toBe(204);
    expect(await storedEmail(owner.id)).toBe(owner.email);
    const signedOut = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: owner.token });
    expect(signedOut.statusCode).toBe(401);
    const confirm = await post('/api/v1/users/reset_password_confirm/', {
      uid,
      token: resetToken,
      new_password: 'New#Password1',
      re_new_password: 'New#Password1',
    });
    expect(Object.keys(confirm.json())).toEqual(['token']);
    expect((await login(owner.username, STRONG_PASSWORD)).statusCode).toBe(200);

    const reused = await undo(tokenOf(mail.link));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ token: [mn('emailUndoInvalid')] });
  });

  it('refuses an undo link after 7 days, and a malformed one', async () => {
    const owner = await signedInMember(t);
    const before = (await t.mails()).length;
    expect((await save({ email: unique().email, password: STRONG_PASSWORD }, freshIp(), owner.token)).statusCode).toBe(
      200,
    );
    const mail = await mailTo(owner.email, before);
    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await undo(tokenOf(mail.link))).json()).toEqual({ token: [mn('emailUndoInvalid')] });
    expect(await storedEmail(owner.id)).not.toBe(owner.email);
    for (const token of [undefined, '', 5, 'x'.repeat(129), 'no-such-token'])
      expect((await undo(token)).json(), String(token)).toEqual({ token: [mn('emailUndoInvalid')] });
  });
});

describe('password reset links', () => {
  it('a newer link voids the older ones', async () => {
    const member = await signedInMember(t);
    const links = async () =>
      (await t.mails()).filter((m) => m.to === member.email).map((m) => m.link.split('/').slice(-2));
    for (let i = 1; i <= 2; i++) {
      expect((await post('/api/v1/users/reset_password/', { email: member.email })).statusCode).toBe(204);
      await expect.poll(async () => (await links()).length).toBe(i);
    }
    const [[uid, older], [, newer]] = await links();
    const body = { uid, new_password: 'New#Password1', re_new_password: 'New#Password1' };
    const refused = await post('/api/v1/users/reset_password_confirm/', { ...body, token: older });
    expect(refused.json()).toEqual({ token: [mn('resetLinkInvalid')] });
    expect((await post('/api/v1/users/reset_password_confirm/', { ...body, token: newer })).statusCode).toBe(204);
    expect((await login(member.username, 'New#Password1')).statusCode).toBe(200);
  });
});
