import { sql } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortMessageComments, shortMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';

// Short messages, comments and likes (issue 15 item 7; decision 014): input limits, ownership of the
// deletes, the block rules, like toggles and their counters, the per-minute limits, text kept as text.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/user/api/${path}/`;
const postTo = (path: string, token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: api(path), payload, token });
const addMessage = (token: string | undefined, body: unknown) => postTo('v-user-addshortmessage', token, { body });
const comment = (token: string | undefined, message: number, text: string) =>
  postTo('v-user-submitcomment', token, { message, comment: text });
const likeMessage = (token: string | undefined, message: number) => postTo('v-user-liketweet', token, { message });
const likeComment = (token: string, message: number, id: number) =>
  postTo('v-user-likecomment', token, { message, comment: id });
const commentList = (message: number, token?: string) =>
  t.call({ method: 'GET', url: `${api('v-user-commentlist')}?message=${message}`, token });
const messageList = (slug: string, token?: string) =>
  t.call({ method: 'GET', url: `${api('v-user-shortmessages')}?slug=${slug}`, token });
const block = (token: string, slug: string) => postTo('v-user-blockuser', token, { slug });

async function posted(member: SignedInMember, body = 'Сайн байна уу') {
  const res = await addMessage(member.token, body);
  expect(res.statusCode).toBe(200);
  return res.json().message.id as number;
}
async function commented(member: SignedInMember, message: number, text = 'Сэтгэгдэл') {
  const res = await comment(member.token, message, text);
  expect(res.statusCode).toBe(200);
  return res.json().comment.id as number;
}

describe('POST /user/api/v-user-addshortmessage/', () => {
  it('posts a message, answered as its card and listed newest first on the profile', async () => {
    const a = await signedInMember(t);
    const first = await posted(a, 'first');
    const res = await addMessage(a.token, '  second  ');
    expect(res.json().message).toMatchObject({
      username: a.username,
      user_slug: a.slug,
      user_photo: null,
      body: 'second',
      user_like: false,
      message_likes: 0,
      comment_count: 0,
    });
    const list = (await messageList(a.slug, a.token)).json();
    expect(list).toMatchObject({ count: 2, page: 1 });
    expect(list.results.map((m: { id: number }) => m.id)).toEqual([res.json().message.id, first]);
  });

  it('refuses an empty, a blank and a 1,001-character message, and a guest', async () => {
    const a = await signedInMember(t);
    expect((await addMessage(a.token, '')).json()).toEqual({ body: [mn('required')] });
    expect((await addMessage(a.token, '   ')).json()).toEqual({ body: [mn('required')] });
    const long = await addMessage(a.token, 'я'.repeat(1001));
    expect([long.statusCode, long.json()]).toEqual([400, { body: [mn('tooLong1000')] }]);
    expect((await addMessage(a.token, 'я'.repeat(1000))).statusCode).toBe(200);
    expect((await addMessage(undefined, 'hello')).statusCode).toBe(401);
  });

  it('keeps HTML as the text it is', async () => {
    const a = await signedInMember(t);
    const html = '<b>bold</b><script>alert(1)</script> & <img src=x onerror=alert(1)>';
    const id = await posted(a, html);
    const c = await commented(a, id, html);
    expect((await messageList(a.slug)).json().results[0].body).toBe(html);
    expect((await commentList(id)).json().comments.find((x: { id: number }) => x.id === c).body).toBe(html);
  });

  it('refuses the 21st message of a minute', async () => {
    const a = await signedInMember(t);
    for (let i = 0; i < 20; i++) await posted(a, `m${i}`);
    const res = await addMessage(a.token, 'one too many');
    expect(res.statusCode).toBe(429);
    expect((await messageList(a.slug)).json().count).toBe(20);
  });
});

describe('comments', () => {
  it('lists comments oldest first with the counts, the comment count moving with each', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    const first = await commented(b, id, 'one');
    const res = await comment(a.token, id, 'two');
    expect(res.json()).toMatchObject({ comment_count: 2, comment: { body: 'two', user_slug: a.slug } });
    const list = (await commentList(id, b.token)).json();
    expect(list).toMatchObject({ comment_count: 2, message_likes: 0, user_like: false });
    expect(list.comments.map((c: { id: number }) => c.id)).toEqual([first, res.json().comment.id]);
    expect((await messageList(a.slug)).json().results[0].comment_count).toBe(2);
  });

  it('refuses an empty or too long comment, a guest, and an unknown message', async () => {
    const a = await signedInMember(t);
    const id = await posted(a);
    expect((await comment(a.token, id, ' ')).json()).toEqual({ comment: [mn('required')] });
    expect((await comment(a.token, id, 'x'.repeat(1001))).json()).toEqual({ comment: [mn('tooLong1000')] });
    expect((await comment(undefined, id, 'hi')).statusCode).toBe(401);
    expect((await comment(a.token, 999_999_999, 'hi')).statusCode).toBe(404);
    expect((await commentList(999_999_999)).statusCode).toBe(404);
  });

  it('refuses the 61st comment of a minute', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    for (let i = 0; i < 60; i++) await commented(b, id, `c${i}`);
    const res = await comment(b.token, id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect((await commentList(id)).json().comment_count).toBe(60);
  });
});

describe('likes', () => {
  it('toggles a message like and a comment like, answering the state and the count', async () => {
    const [a, b, c] = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    expect((await likeMessage(b.token, id)).json()).toEqual({ user_like: true, message_likes: 1 });
    expect((await likeMessage(c.token, id)).json()).toEqual({ user_like: true, message_likes: 2 });
    expect((await likeMessage(b.token, id)).json()).toEqual({ user_like: false, message_likes: 1 });
    expect((await messageList(a.slug, c.token)).json().results[0]).toMatchObject({ user_like: true, message_likes: 1 });
    expect((await commentList(id, b.token)).json()).toMatchObject({ user_like: false, message_likes: 1 });

    const cid = await commented(a, id);
    expect((await likeComment(b.token, id, cid)).json()).toEqual({ user_like: true, comment_likes: 1 });
    expect((await commentList(id, b.token)).json().comments[0]).toMatchObject({ user_like: true, comment_likes: 1 });
    expect((await likeComment(b.token, id, cid)).json()).toEqual({ user_like: false, comment_likes: 0 });
    expect((await likeMessage(undefined, id)).statusCode).toBe(401);
  });

  it('counts right under concurrent likes', async () => {
    const a = await signedInMember(t);
    const id = await posted(a);
    const fans: SignedInMember[] = [];
    for (let i = 0; i < 10; i++) fans.push(await signedInMember(t));
    await Promise.all(fans.map((f) => likeMessage(f.token, id)));
    const [row] = await t.database.db
      .select({ likes: shortMessages.likesCount })
      .from(shortMessages)
      .where(sql`${shortMessages.id} = ${id}`);
    expect(row.likes).toBe(10);
  });

  it('refuses a comment like through another message', async () => {
    const a = await signedInMember(t);
    const [one, two] = [await posted(a), await posted(a)];
    const cid = await commented(a, one);
    expect((await likeComment(a.token, two, cid)).statusCode).toBe(404);
  });
});

describe('deletes', () => {
  it("refuses deleting someone else's message or comment (403) and changes nothing", async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    const cid = await commented(a, id);
    const m = await postTo('v-user-deleteshortmessage', b.token, { id });
    expect([m.statusCode, m.json()]).toEqual([403, { detail: mn('forbidden') }]);
    expect((await postTo('v-user-deletecomment', b.token, { id: cid })).statusCode).toBe(403);
    expect((await postTo('v-user-deletecomment', undefined, { id: cid })).statusCode).toBe(401);
    expect((await commentList(id)).json()).toMatchObject({ comment_count: 1 });
  });

  it('lets the author delete a comment (the count drops) and a message (its comments go with it)', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    const cid = await commented(b, id);
    await commented(b, id);
    expect((await postTo('v-user-deletecomment', b.token, { id: cid })).json()).toEqual({ success: true });
    expect((await commentList(id)).json()).toMatchObject({ comment_count: 1 });
    expect((await postTo('v-user-deleteshortmessage', a.token, { id })).json()).toEqual({ success: true });
    expect((await commentList(id)).statusCode).toBe(404);
    const left = await t.database.db
      .select({ id: shortMessageComments.id })
      .from(shortMessageComments)
      .where(sql`${shortMessageComments.messageId} = ${id}`);
    expect(left).toEqual([]);
    expect((await postTo('v-user-deleteshortmessage', a.token, { id })).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's message and comment", async () => {
    const [a, admin] = [await signedInMember(t), await signedInMember(t, ['admin'])];
    const id = await posted(a);
    const cid = await commented(a, id);
    expect((await postTo('v-user-deletecomment', admin.token, { id: cid })).statusCode).toBe(200);
    expect((await postTo('v-user-deleteshortmessage', admin.token, { id })).statusCode).toBe(200);
  });
});

describe('blocks', () => {
  it("refuses the blocked member's comments and likes on the blocker's messages and comments (403)", async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const id = await posted(a);
    const cid = await commented(a, id);
    await block(a.token, b.slug);

    const refused = await comment(b.token, id, 'hi');
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: mn('blockedByMember') }]);
    expect((await likeMessage(b.token, id)).statusCode).toBe(403);
    expect((await likeComment(b.token, id, cid)).statusCode).toBe(403);
    // A refused comment or like changed nothing.
    expect((await commentList(id, a.token)).json()).toMatchObject({ comment_count: 1, message_likes: 0 });
    expect((await commentList(id, a.token)).json().comments[0].comment_likes).toBe(0);

    await block(a.token, b.slug);
    expect((await comment(b.token, id, 'hi again')).statusCode).toBe(200);
  });

  it("says which comments the caller may like: not where the message's or the comment's author blocked them", async () => {
    const [a, b, c, d] = [
      await signedInMember(t),
      await signedInMember(t),
      await signedInMember(t),
      await signedInMember(t),
    ];
    const id = await posted(a);
    await commented(b, id, 'from b');
    await commented(c, id, 'from c');
    await block(c.token, b.slug);
    await block(a.token, d.slug);
    const likable = async (token?: string) =>
      (await commentList(id, token))
        .json()
        .comments.map((x: { body: string; can_like: boolean }) => [x.body, x.can_like]);

    expect(await likable(b.token)).toEqual([
      ['from b', true],
      ['from c', false],
    ]);
    expect(await likable(c.token)).toEqual([['from c', true]]); // c blocked b: b's comment is out of c's view
    expect(await likable(d.token)).toEqual([
      ['from b', false],
      ['from c', false],
    ]);
    expect(await likable()).toEqual([
      ['from b', false],
      ['from c', false],
    ]);
    const [fromC] = (await commentList(id, b.token)).json().comments.slice(1);
    expect((await likeComment(b.token, id, fromC.id)).statusCode).toBe(403);
    const added = (await comment(b.token, id, 'again')).json().comment;
    expect(added).toMatchObject({ can_like: true, can_delete: true });
  });

  it("leaves the blocked member's messages and comments out of the blocker's view", async () => {
    const [a, b, c] = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
    const own = await posted(a);
    const fromB = await commented(b, own, 'from b');
    await commented(c, own, 'from c');
    const theirs = await posted(b);
    await block(a.token, b.slug);
    // Out of view is out of reach: the blocker cannot like the blocked member's comment either.
    expect((await likeComment(a.token, own, fromB)).statusCode).toBe(404);

    expect((await commentList(own, a.token)).json().comments.map((x: { body: string }) => x.body)).toEqual(['from c']);
    expect((await commentList(own, c.token)).json().comments).toHaveLength(2);
    expect((await messageList(b.slug, a.token)).json()).toEqual({ results: [], count: 0, page: 0 });
    expect((await commentList(theirs, a.token)).statusCode).toBe(404);
    expect((await messageList(b.slug, c.token)).json().count).toBe(1);
  });
});
