import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address, so the per-address limits of one test do not spill into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (url: string, payload: unknown, extra: { token?: string; ip?: string } = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, ip: extra.ip ?? freshIp(), token: extra.token });

async function signup(overrides: Record<string, unknown> = {}) {
  const u = { ...unique(), password: STRONG_PASSWORD, ...overrides } as {
    username: string;
    email: string;
    phone: string;
    password: string;
  };
  const res = await post('/api/v1/users/', u);
  return { u, res };
}

async function activeUser() {
  const { u } = await signup();
  const code = await t.lastCode(u.phone);
  expect((await post('/api/user-activate/', { phone: u.phone, code })).json()).toEqual({ status: true });
  return u;
}

const login = (username: string, password = STRONG_PASSWORD, ip?: string) =>
  post('/api/v1/token/login/', { username, password }, { ip });

describe('signup and activation', () => {
  it('creates an inactive account and texts it a 6-digit code', async () => {
    const { u, res } = await signup();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: u.username, email: u.email, phone: u.phone });
    const sms = await t.smsTo(u.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].code).toMatch(/^\d{6}$/);
    const inactive = await login(u.username);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ non_field_errors: ['User account is disabled.'] });
  });

  it('activates with the right code and then logs in', async () => {
    const u = await activeUser();
    const res = await login(u.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().auth_token).toMatch(/^[0-9a-f]{40}$/);
  });

  it('answers status false to a wrong code and leaves the account inactive', async () => {
    const { u } = await signup();
    const code = (await t.lastCode(u.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/user-activate/', { phone: u.phone, code: wrong })).json()).toEqual({ status: false });
    expect((await login(u.username)).json()).toEqual({ non_field_errors: ['User account is disabled.'] });
  });

  it('kills a code after five wrong tries', async () => {
    const { u } = await signup();
    const code = (await t.lastCode(u.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/user-activate/', { phone: u.phone, code: wrong });
    expect((await post('/api/user-activate/', { phone: u.phone, code })).json()).toEqual({ status: false });
  });

  it('lets a code expire after ten minutes', async () => {
    const { u } = await signup();
    const code = await t.lastCode(u.phone);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await post('/api/user-activate/', { phone: u.phone, code })).json()).toEqual({ status: false });
  });

  it('rejects a code that is not 6 digits with a field error', async () => {
    const res = await post('/api/user-activate/', { phone: '99112233', code: '12a456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ['6 оронтой кодоо оруулна уу!'] });
  });

  it('gives each field its Mongolian message for bad input and stores nothing', async () => {
    const res = await post('/api/v1/users/', { username: 'ab', email: 'not-mail', phone: '0123', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.username).toContain('Хамгийн багадаа 3, ихдээ 20 тэмдэгт оруулна уу!');
    expect(body.email).toEqual(['Таны имэйл хаягаа зөв оруулна уу!']);
    expect(body.phone).toEqual(['Утасны дугаараа зөв оруулна уу!']);
    expect(body.password).toContain('Нууц үг хамгийн багадаа 10 тэмдэгт байна!');
    expect(await t.smsTo('0123')).toHaveLength(0);
  });

  it('answers wrong types and malformed JSON with a 400, never a 500', async () => {
    const typed = await post('/api/v1/users/', { username: 12345, email: [], phone: {}, password: null });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json()).sort()).toEqual(['email', 'password', 'phone', 'username']);
    const broken = await t.call({
      method: 'POST',
      url: '/api/v1/users/',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/at .*\.ts/);
  });

  it('names every duplicate with the spec’s texts, case-insensitively', async () => {
    const { u } = await signup();
    const { res } = await signup({ username: u.username.toUpperCase(), email: u.email.toUpperCase(), phone: u.phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Бүртгэгдсэн хэрэглэгчийн нэр!'],
      email: ['Бүртгэгдсэн имейл хаяг!'],
      phone: ['Бүртгэгдсэн утасны дугаар!'],
    });
  });

  it('ignores unknown fields: a signup cannot make itself an admin', async () => {
    const { u, res } = await signup({ admin: true, is_active: true, isActive: true, contributer: true });
    expect(res.statusCode).toBe(201);
    expect((await login(u.username)).json()).toEqual({ non_field_errors: ['User account is disabled.'] });
    const [row] = await t.database.db
      .select({ admin: users.admin, contributer: users.contributer })
      .from(users)
      .where(eq(users.username, u.username));
    expect(row).toEqual({ admin: false, contributer: false });
  });
});

describe('resending codes', () => {
  it('waits 60 s, then 120 s, then 180 s, enforced by the server', async () => {
    const { u } = await signup();
    const early = await post('/api/user-resend-code/', { phone: u.phone });
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toContain('секунд хүлээнэ үү');
    expect(early.json().wait).toBeGreaterThan(55);

    t.clock.advance(61_000);
    const first = await post('/api/user-resend-code/', { phone: u.phone });
    expect(first.json()).toEqual({ status: true, wait: 120 });

    t.clock.advance(61_000);
    expect((await post('/api/user-resend-code/', { phone: u.phone })).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await post('/api/user-resend-code/', { phone: u.phone })).json()).toEqual({ status: true, wait: 180 });

    // Only the newest code works.
    const codes = (await t.smsTo(u.phone)).map((m) => m.code);
    expect(codes).toHaveLength(3);
    expect((await post('/api/user-activate/', { phone: u.phone, code: codes.at(-1) })).json()).toEqual({
      status: true,
    });
  });

  it('refuses a phone with nothing pending', async () => {
    const res = await post('/api/user-resend-code/', { phone: '98765432' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['phone']);
  });
});

describe('login, profile and logout', () => {
  it('answers wrong credentials and unknown users alike', async () => {
    const u = await activeUser();
    const wrong = await login(u.username, 'Wrong#Pass1234');
    const unknown = await login('nobodyhere', 'Wrong#Pass1234');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    }
  });

  it('validates the login form on the server too', async () => {
    const res = await post('/api/v1/token/login/', { username: 'Болд', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().username).toEqual(['Зөвхөн англи үсэг болон тоо оруулна уу!']);
    expect(res.json().password).toEqual(['Та нууц үгээ оруулна уу!']);
  });

  it('shows the short profile, then revokes the token at logout', async () => {
    const user = await t.signedInUser(['critic']);
    const profile = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: user.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user_profile).toMatchObject({
      slug: user.username,
      critic: true,
      admin: false,
      contributer: false,
    });

    const out = await t.call({ method: 'POST', url: '/api/v1/token/logout/', token: user.token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('needs a token for the profile and for logout', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v1/token/logout/' })).statusCode).toBe(401);
    const forged = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: 'f'.repeat(40) });
    expect(forged.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('limits signups to 5 a minute per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/v1/users/', { ...unique(), password: STRONG_PASSWORD }, { ip })).statusCode).toBe(201);
    }
    const res = await post('/api/v1/users/', { ...unique(), password: STRONG_PASSWORD }, { ip });
    expect(res.statusCode).toBe(429);
    t.clock.advance(61_000);
  });
});

describe('reactivation and phone change', () => {
  it('names the wrong field of a reactivation (an unknown name answers as a wrong password)', async () => {
    const { u } = await signup();
    const cases = [
      [{ username: 'nosuchuser', password: STRONG_PASSWORD, phone: u.phone }, 'password'],
      [{ username: u.username, password: 'Wrong#Pass1234', phone: u.phone }, 'password'],
      [{ username: u.username, password: STRONG_PASSWORD, phone: '91234567' }, 'phone'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await post('/api/user-reactivate-code/', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });

  it('sends a new code to an inactive account after its wait', async () => {
    const { u } = await signup();
    t.clock.advance(61_000);
    const res = await post('/api/user-reactivate-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone: u.phone,
    });
    expect(res.json()).toEqual({ status: true, wait: 120 });
    expect(await t.smsTo(u.phone)).toHaveLength(2);
  });

  it('refuses to reactivate an active account', async () => {
    const u = await activeUser();
    const res = await post('/api/user-reactivate-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone: u.phone,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toBeDefined();
  });

  it('moves an inactive account to a new number once that number’s code is confirmed', async () => {
    const { u } = await signup();
    const newPhone = unique().phone;
    const res = await post('/api/user-changephone-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone1: u.phone,
      phone2: newPhone,
    });
    expect(res.json()).toMatchObject({ status: true });
    const code = await t.lastCode(newPhone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/user-activate/', { phone: newPhone, code })).json()).toEqual({ status: true });
    expect((await login(u.username)).statusCode).toBe(200);
    // The old number is free again.
    const again = await signup({ phone: u.phone });
    expect(again.res.statusCode).toBe(201);
  });

  it('gives the phone change its field errors', async () => {
    const { u } = await signup();
    const other = await activeUser();
    const same = await post('/api/user-changephone-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone1: u.phone,
      phone2: u.phone,
    });
    expect(same.json()).toEqual({ phone2: ['Таны өөрчлөх дугаар хуучин дугаартай ижил байж болохгүй!'] });
    const wrongOld = await post('/api/user-changephone-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone1: '91234567',
      phone2: '92345678',
    });
    expect(Object.keys(wrongOld.json())).toEqual(['phone']);
    const taken = await post('/api/user-changephone-code/', {
      username: u.username,
      password: STRONG_PASSWORD,
      phone1: u.phone,
      phone2: other.phone,
    });
    expect(taken.json()).toEqual({ phone2: ['Бүртгэгдсэн утасны дугаар!'] });
    const active = await post('/api/user-changephone-code/', {
      username: other.username,
      password: STRONG_PASSWORD,
      phone1: other.phone,
      phone2: unique().phone,
    });
    expect(Object.keys(active.json())).toEqual(['not_active']);
  });
});

describe('password reset', () => {
  /** The newest mail to `email`: it goes out just after the reset call's answer. */
  async function mailTo(email: string) {
    await expect.poll(async () => (await t.mails()).some((m) => m.to === email)).toBe(true);
    return (await t.mails()).filter((m) => m.to === email).at(-1)!;
  }

  it('mails a single-use link that sets a new password and signs out old sessions', async () => {
    const user = await t.signedInUser();
    expect((await post('/api/v1/users/reset_password/', { email: user.email.toUpperCase() })).statusCode).toBe(204);
    const mail = await mailTo(user.email);
    const match = /\/password\/reset\/confirm\/([^/]+)\/([^/\s]+)$/.exec(mail.link)!;
    expect(mail.link.startsWith('http://mfi.test/password/reset/confirm/')).toBe(true);
    expect(mail.text).toContain(mail.link);
    const [, uid, token] = match;

    const weak = await post('/api/v1/users/reset_password_confirm/', {
      uid,
      token,
      new_password: 'weakpass',
      re_new_password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toContain('Нууц үг хамгийн багадаа 10 тэмдэгт байна!');
    const mismatch = await post('/api/v1/users/reset_password_confirm/', {
      uid,
      token,
      new_password: 'New#Password1',
      re_new_password: 'New#Password2',
    });
    expect(mismatch.json()).toEqual({ re_new_password: ['Нууц үгнүүд таарахгүй байна!'] });

    const ok = await post('/api/v1/users/reset_password_confirm/', {
      uid,
      token,
      new_password: 'New#Password1',
      re_new_password: 'New#Password1',
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect((await login(user.username, 'New#Password1')).statusCode).toBe(200);
    expect((await login(user.username, STRONG_PASSWORD)).statusCode).toBe(400);
    const old = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: user.token });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/v1/users/reset_password_confirm/', {
      uid,
      token,
      new_password: 'Other#Password1',
      re_new_password: 'Other#Password1',
    });
    expect(reused.statusCode).toBe(400);
    expect(Object.keys(reused.json())).toEqual(['token']);
  });

  it("answers the confirm call's field errors in the spec's Mongolian, whatever is missing or malformed", async () => {
    const cyrillicOnly = (body: Record<string, string[]>) =>
      Object.values(body)
        .flat()
        .every((text) => /[А-Яа-яӨөҮүЁё]/.test(text) && !/[A-Za-z]{3}/.test(text));
    const password = 'New#Password1';
    const bodies: unknown[] = [
      {},
      { uid: 'MQ', token: 'x' },
      { uid: '', token: '', new_password: '', re_new_password: '' },
      { uid: 'MQ', token: 'x', new_password: password },
      { uid: 12, token: ['x'], new_password: 5, re_new_password: null },
      { uid: 'M'.repeat(65), token: 't'.repeat(129), new_password: password, re_new_password: password },
      [],
    ];
    for (const body of bodies) {
      const res = await post('/api/v1/users/reset_password_confirm/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(cyrillicOnly(res.json()), `${JSON.stringify(body)} → ${res.body}`).toBe(true);
    }
    const missing = await post('/api/v1/users/reset_password_confirm/', {});
    expect(missing.json()).toEqual({
      uid: ['Нууц үг сэргээх холбоос хүчингүй эсвэл хугацаа нь дууссан байна!'],
      token: ['Нууц үг сэргээх холбоос хүчингүй эсвэл хугацаа нь дууссан байна!'],
      new_password: ['Та нууц үгээ оруулна уу!'],
      re_new_password: ['Та нууц үгээ оруулна уу!'],
    });
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const user = await t.signedInUser();
    const before = (await t.mails()).length;
    expect((await post('/api/v1/users/reset_password/', { email: 'nobody@nowhere.mn' })).statusCode).toBe(204);
    // Mails go out one after another in the order asked: once the known address has its mail, the unknown one's turn is over.
    expect((await post('/api/v1/users/reset_password/', { email: user.email })).statusCode).toBe(204);
    await mailTo(user.email);
    expect((await t.mails()).slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('refuses a malformed address with the spec’s text', async () => {
    const res = await post('/api/v1/users/reset_password/', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Таны имэйл хаягаа зөв оруулна уу!'] });
  });

  it('lets a link expire after 24 hours and refuses a link of another user', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    await post('/api/v1/users/reset_password/', { email: a.email });
    await post('/api/v1/users/reset_password/', { email: b.email });
    const linkOf = async (email: string) => (await mailTo(email)).link.split('/').slice(-2);
    const [uidA, tokenA] = await linkOf(a.email);
    const [uidB] = await linkOf(b.email);
    const body = { new_password: 'New#Password1', re_new_password: 'New#Password1' };
    expect(
      (await post('/api/v1/users/reset_password_confirm/', { uid: uidB, token: tokenA, ...body })).statusCode,
    ).toBe(400);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect(
      (await post('/api/v1/users/reset_password_confirm/', { uid: uidA, token: tokenA, ...body })).statusCode,
    ).toBe(400);
  });
});
