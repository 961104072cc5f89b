import { BIO_MAX } from '@mfi/contract/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { type SignedInMember, signedInMember } from '../test/factories/members';
import { multipart } from '../test/multipart';

// A browser sends a multipart form's line breaks as CRLF; the text is stored and counted as typed (LF).

let t: TestApp;
let member: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInMember(t);
});
afterAll(() => t.close());

async function saveBio(bio: string) {
  const { payload, headers } = await multipart({ bio }, {});
  return t.call({ method: 'POST', url: '/api/user/api/v-user-profile-update/', payload, headers, token: member.token });
}

describe('multipart text fields', () => {
  it('store CRLF line breaks as LF, so a bio of 1,500 typed characters with line breaks is accepted', async () => {
    const typed = `${'а'.repeat(BIO_MAX / 2 - 1)}\n${'б'.repeat(BIO_MAX / 2)}`;
    expect(typed.length).toBe(BIO_MAX);
    expect((await saveBio(typed.replace(/\n/g, '\r\n'))).statusCode).toBe(200);
    const res = await t.call({
      method: 'GET',
      url: `/api/user/api/${member.slug}/v-user-detail/`,
      token: member.token,
    });
    expect(res.json().user_object.bio).toBe(typed);
  });
});
