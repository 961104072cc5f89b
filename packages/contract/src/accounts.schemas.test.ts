import { describe, expect, it } from 'vitest';
import {
  changePhoneRequest,
  codeSchema,
  loginRequest,
  passwordSchema,
  phoneSchema,
  resetPasswordConfirmRequest,
  signupForm,
  signupUsernameSchema,
} from './accounts.schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('signup username', () => {
  it.each([
    ['ab', 'usernameLength'],
    ['abcdefghijklmnopqrstu', 'usernameLength'],
    ['', 'usernameRequired'],
    ['Болдбаатар', 'usernameLatin'],
    ['bold_99', 'usernameLatin'],
    ['a12345', 'usernameLetters'],
  ])('refuses %j with %s', (value, key) => {
    expect(messagesOf(signupUsernameSchema.safeParse(value))).toContain(key);
  });

  it.each(['abc', 'abcdefghijklmnopqrst', 'Bold2026', 'ab1c'])('accepts %j (3 to 20 letters and digits)', (value) => {
    expect(signupUsernameSchema.safeParse(value).success).toBe(true);
  });
});

describe('login username', () => {
  it('refuses Cyrillic and wrong lengths, needs a password', () => {
    const result = loginRequest.safeParse({ username: 'Бат', password: '' });
    expect(messagesOf(result)).toEqual(expect.arrayContaining(['usernameLatin', 'passwordRequired']));
    expect(messagesOf(loginRequest.safeParse({ username: 'ab', password: 'x' }))).toContain('usernameLength');
    expect(loginRequest.safeParse({ username: 'abc', password: 'x' }).success).toBe(true);
  });
});

describe('password', () => {
  it.each([
    ['Aa1@aaaaa', 'passwordLength'],
    ['AAAAAAAA1@', 'passwordLower'],
    ['aaaaaaaa1@', 'passwordUpper'],
    ['Aaaaaaaaa@', 'passwordDigit'],
    ['Aaaaaaaaa1', 'passwordSymbol'],
  ])('refuses %j with %s', (value, key) => {
    expect(messagesOf(passwordSchema.safeParse(value))).toEqual([key]);
  });

  it.each(['Aa1@aaaaaa', 'Xy9#xyxyxy', 'Pass&word12', 'Qw3$%*?!&x'])('accepts %j', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });
});

describe('phone and code', () => {
  it.each(['10000000', '99999999', 88112233])('accepts the phone %j', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(true);
  });
  it.each(['09999999', '9999999', '100000000', '8811223a', '', 1234567])('refuses the phone %j', (value) => {
    expect(messagesOf(phoneSchema.safeParse(value))).toEqual(['phoneInvalid']);
  });
  it.each(['123456', '000000'])('accepts the code %j', (value) => {
    expect(codeSchema.safeParse(value).success).toBe(true);
  });
  it.each(['12345', '1234567', '12a456', ''])('refuses the code %j', (value) => {
    expect(messagesOf(codeSchema.safeParse(value))).toEqual(['codeInvalid']);
  });
});

describe('forms with confirmations', () => {
  const valid = {
    username: 'bold',
    email: 'bold@mfi.mn',
    phone: '88112233',
    password: 'Aa1@aaaaaa',
    re_password: 'Aa1@aaaaaa',
    terms: true,
  };

  it('signup needs matching passwords and the terms', () => {
    expect(signupForm.safeParse(valid).success).toBe(true);
    expect(messagesOf(signupForm.safeParse({ ...valid, re_password: 'other' }))).toEqual(['passwordMismatch']);
    expect(messagesOf(signupForm.safeParse({ ...valid, terms: false }))).toEqual(['termsRequired']);
  });

  it('phone change needs a new number that differs', () => {
    const result = changePhoneRequest.safeParse({
      username: 'bold',
      password: 'x',
      phone1: '88112233',
      phone2: '88112233',
    });
    expect(messagesOf(result)).toEqual(['phoneSameAsOld']);
  });

  it('reset confirmation needs matching strong passwords', () => {
    const base = { uid: 'MQ', token: 't' };
    expect(
      messagesOf(resetPasswordConfirmRequest.safeParse({ ...base, new_password: 'Aa1@aaaaaa', re_new_password: 'x' })),
    ).toEqual(['passwordMismatch']);
    expect(
      messagesOf(resetPasswordConfirmRequest.safeParse({ ...base, new_password: 'weak', re_new_password: 'weak' })),
    ).toContain('passwordLength');
  });
});
