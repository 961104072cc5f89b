import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_COUNT_CAP } from '@mfi/contract/admin.schemas';
import { mn } from '@mfi/contract/messages';
import { artists, movies, revisions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournal, makeJournalTypes, userIdOf } from '../../test/factories/journals';
import { makeArtist, makeMovie, makeMovies } from '../../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerial } from '../../test/factories/serials';

// The moderation queue (issue 25 item 1), on a database of its own so "exactly" means exactly: admins see
// every waiting item, a contributor the titles and artists, a publisher their own journals; publish and
// reject go through the kinds' publish services and the notifications.

let t: TestApp;
type Member = { token: string; username: string; id: number };
let admin: Member, contributor: Member, publisherA: Member, publisherB: Member, member: Member;
const drafts: Record<string, { kind: string; id: number }> = {};

const signed = async (roles: Parameters<TestApp['signedInUser']>[0]) => {
  const u = await t.signedInUser(roles);
  return { ...u, id: await userIdOf(t.database.db, u.username) };
};
const queue = (token: string | undefined, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/admin/api-queue/', query, token });
const keysOf = (res: { json(): { results: { kind: string; id: number }[] } }) =>
  res
    .json()
    .results.map((r) => `${r.kind}#${r.id}`)
    .sort();
const key = (d: { kind: string; id: number }) => `${d.kind}#${d.id}`;
const post = (path: string, payload: unknown, token?: string) =>
  t.call({ method: 'POST', url: `/api/admin/${path}/`, payload: payload as object, token });

beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  const db = t.database.db;
  admin = await signed(['admin']);
  contributor = await signed(['contributer']);
  publisherA = await signed(['publisher']);
  publisherB = await signed(['publisher']);
  member = await signed([]);
  const types = await makeJournalTypes(db);
  const artist = await makeArtist(db, { publish: false });
  await db.update(artists).set({ createdBy: member.id }).where(eq(artists.id, artist.id));
  drafts.artist = { kind: 'artist', id: artist.id };
  drafts.movie = { kind: 'movie', id: (await makeMovie(db, { publish: false, createdBy: member.id })).id };
  await makeMovie(db, { publish: true, createdBy: member.id });
  drafts.serial = { kind: 'serial', id: (await makeSerial(db, { publish: false, createdBy: contributor.id })).id };
  const serial = await makeSerial(db, { mTitle: 'Дарааллын цуврал', iTitle: 'Queue Serial' });
  const season = await makeSeason(db, serial.id, { publish: false });
  drafts.season = { kind: 'season', id: season.id };
  const published = await makeSeason(db, serial.id, { seasonNum: 2 });
  const [episode] = await makeEpisodes(db, published.id, 1, () => ({
    publish: false,
    name: 'Нисгэгч',
    nameEn: 'The Pilot',
  }));
  drafts.episode = { kind: 'episode', id: episode.id };
  const subTypeId = types.sub.id;
  drafts.journalA = {
    kind: 'journal',
    id: (await makeJournal(db, { subTypeId, authorId: publisherA.id, publishDate: null })).id,
  };
  drafts.journalB = {
    kind: 'journal',
    id: (await makeJournal(db, { subTypeId, authorId: publisherB.id, publishDate: null })).id,
  };
  await makeJournal(db, { subTypeId, authorId: publisherA.id });
});
afterAll(() => t.close());

describe('the queue', () => {
  it('shows an admin every unpublished item of the six kinds, newest first, with its creator', async () => {
    const res = await queue(admin.token);
    expect(res.statusCode).toBe(200);
    expect(keysOf(res)).toEqual(Object.values(drafts).map(key).sort());
    expect(res.json().count).toBe(7);
    const times = res.json().results.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const movie = res.json().results.find((r: { kind: string }) => r.kind === 'movie');
    expect(movie.creator).toMatchObject({ id: member.id });
    expect(movie.address.slug).toBeTruthy();
    // An episode is named in English by its serial's international title and its own English name.
    const episode = res.json().results.find((r: { kind: string }) => r.kind === 'episode');
    expect(episode).toMatchObject({ title: 'Дарааллын цуврал: Нисгэгч', title_en: 'Queue Serial: The Pilot' });
  });

  it('shows a contributor the titles and artists, and a publisher only their own journals', async () => {
    const titles = ['artist', 'movie', 'serial', 'season', 'episode'].map((k) => key(drafts[k]!)).sort();
    expect(keysOf(await queue(contributor.token))).toEqual(titles);
    expect(keysOf(await queue(publisherA.token))).toEqual([key(drafts.journalA!)]);
  });

  it('filters by kind and by creator', async () => {
    expect(keysOf(await queue(admin.token, { kind: 'movie' }))).toEqual([key(drafts.movie!)]);
    expect(keysOf(await queue(admin.token, { creator: String(member.id) }))).toEqual(
      [key(drafts.artist!), key(drafts.movie!)].sort(),
    );
  });

  it('refuses guests (401) and members (403); bad filters are 400', async () => {
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await queue(member.token)).statusCode).toBe(403);
    expect((await queue(admin.token, { kind: 'list' })).statusCode).toBe(400);
    expect((await queue(admin.token, { creator: '99999999999' })).statusCode).toBe(400);
  });
});

describe('publishing from the queue', () => {
  it('publishes several at once through the publish services: guests see them, a revision records each', async () => {
    const res = await post('api-queue-publish', { items: [drafts.movie, drafts.artist] }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: mn('queuePublished', { count: 2 }) });
    const [movie] = await t.database.db.select().from(movies).where(eq(movies.id, drafts.movie!.id));
    const guest = await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug: movie!.slug } });
    expect(guest.statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'movie'), eq(revisions.itemId, drafts.movie!.id)));
    expect(kept.map((r) => r.action)).toEqual(['publish']);
    expect(kept[0]!.actorId).toBe(admin.id);
    expect(keysOf(await queue(admin.token))).not.toContain(key(drafts.movie!));
  });

  it("refuses someone else's item (403) and publishes nothing of a refused call", async () => {
    const res = await post('api-queue-publish', { items: [drafts.journalA, drafts.journalB] }, publisherA.token);
    expect(res.statusCode).toBe(403);
    expect(keysOf(await queue(publisherA.token))).toEqual([key(drafts.journalA!)]);
  });

  it('answers 404 for a published or missing item, 400 for bad input, 401 and 403 before reading the body', async () => {
    expect((await post('api-queue-publish', { items: [drafts.movie] }, admin.token)).statusCode).toBe(404);
    expect(
      (await post('api-queue-publish', { items: [{ kind: 'movie', id: 2_000_000_000 }] }, admin.token)).statusCode,
    ).toBe(404);
    expect((await post('api-queue-publish', { items: [] }, admin.token)).statusCode).toBe(400);
    expect((await post('api-queue-publish', { items: [{ kind: 'list', id: 1 }] }, admin.token)).statusCode).toBe(400);
    expect(
      (await post('api-queue-publish', { items: [{ kind: 'movie', id: 2_147_483_648 }] }, admin.token)).statusCode,
    ).toBe(400);
    expect((await post('api-queue-publish', { nonsense: true })).statusCode).toBe(401);
    expect((await post('api-queue-publish', { nonsense: true }, member.token)).statusCode).toBe(403);
  });

  it('lets a publisher publish their own journal', async () => {
    const res = await post('api-queue-publish', { items: [drafts.journalA] }, publisherA.token);
    expect(res.statusCode).toBe(200);
    expect((await queue(publisherA.token)).json().count).toBe(0);
  });
});

describe('rejecting', () => {
  it('keeps the item a draft, marks it in the queue and tells its creator why', async () => {
    const reason = 'Постер нь өөр киноных байна';
    const res = await post('api-queue-reject', { ...drafts.serial, reason }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(mn('queueRejected'));
    const item = (await queue(admin.token, { kind: 'serial' })).json().results[0];
    expect(item).toMatchObject({ id: drafts.serial!.id, rejection: { reason, by: { id: admin.id } } });
    const inbox = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-notification/',
      query: { notified: '1' },
      token: contributor.token,
    });
    expect(inbox.json().notification.results[0]).toMatchObject({
      type: 'draft_rejected',
      reason,
      item_kind: 'serial',
      item_id: drafts.serial!.id,
    });
  });

  it('needs a reason, and refuses a member and another publisher', async () => {
    expect((await post('api-queue-reject', { ...drafts.season, reason: '  ' }, admin.token)).statusCode).toBe(400);
    expect((await post('api-queue-reject', { ...drafts.season, reason: 'x' }, member.token)).statusCode).toBe(403);
    expect((await post('api-queue-reject', { ...drafts.journalB, reason: 'x' }, publisherA.token)).statusCode).toBe(
      403,
    );
    expect((await post('api-queue-reject', { ...drafts.journalB, reason: 'x' })).statusCode).toBe(401);
  });
});

describe('a long queue', () => {
  it('counts up to the cap and says there are more', async () => {
    await makeMovies(t.database.db, QUEUE_COUNT_CAP + 3, () => ({ publish: false, createdBy: contributor.id }));
    const res = await queue(admin.token, { kind: 'movie' });
    expect(res.json()).toMatchObject({ count: QUEUE_COUNT_CAP, count_capped: true, page: QUEUE_COUNT_CAP / 20 });
    expect((await queue(admin.token, { kind: 'artist' })).json()).toMatchObject({ count_capped: false });
  });
});
