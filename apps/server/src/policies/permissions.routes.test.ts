import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeArtist, makeMovie } from '../test/factories/movies';
import { makeJournal, makeJournalTypes } from '../test/factories/journals';
import { type SignedInMember, signedInMember } from '../test/factories/members';
import { makeEpisodes, makeSeason, makeSerial } from '../test/factories/serials';

// Policies that present (issue 23 item 3): every answer carries the caller's verdicts on its items, computed
// by the policies after the cache, so a guest's cached answer never hands a member's verdicts on, nor the
// other way round.

let t: TestApp;
let member: SignedInMember;
let contributor: SignedInMember;
let admin: SignedInMember;
beforeAll(async () => {
  t = await buildTestApp();
  [member, contributor, admin] = await Promise.all([
    signedInMember(t),
    signedInMember(t, ['contributer']),
    signedInMember(t, ['admin']),
  ]);
});
afterAll(() => t.close());

const get = async (url: string, query: Record<string, string | number>, token?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/${url}/`, query: stringsOf(query), token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const stringsOf = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const post = (url: string, payload: object, token: string) =>
  t.call({ method: 'POST', url: `/api/${url}/`, payload, token });

// `can_see_history`: the admin console's history of the item (admin.policy `read`: its editors).
const NONE = { can_edit: false, can_publish: false, can_review: false, can_see_history: false };
const REVIEWER = { can_edit: false, can_publish: false, can_review: true, can_see_history: false };
const EDITOR = { can_edit: true, can_publish: true, can_review: true, can_see_history: true };

describe('catalogue details', () => {
  it('a guest may do nothing, a member review, a contributor or admin edit and publish; the cache keeps none', async () => {
    const db = t.database.db;
    const movie = await makeMovie(db);
    const serial = await makeSerial(db);
    const season = await makeSeason(db, serial.id);
    const [episode] = await makeEpisodes(db, season.id, 1);
    const calls = {
      movie: ['movie/api-movie-detail', { slug: movie.slug }, 'movie_detail'],
      serial: ['serial/api-serial-detail', { slug: serial.slug }, 'serial_detail'],
      season: ['serial/api-season-detail', { serialSlug: serial.slug, seasonSlug: season.slug }, 'season_detail'],
      episode: [
        'serial/api-episode-detail',
        { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episode.slug },
        'episode_detail',
      ],
    } as const;
    for (const [url, query, key] of Object.values(calls)) {
      // The guest's call fills the cache; the member's and the guest's again read it.
      expect((await get(url, query))[key]).toMatchObject(NONE);
      expect((await get(url, query, member.token))[key]).toMatchObject(REVIEWER);
      expect((await get(url, query))[key]).toMatchObject(NONE);
      expect((await get(url, query, contributor.token))[key]).toMatchObject(EDITOR);
      expect((await get(url, query, admin.token))[key]).toMatchObject(EDITOR);
    }
  });

  it('a detailed review of a movie, season or episode: a critic only, an admin without the flag not', async () => {
    const db = t.database.db;
    const critic = await signedInMember(t, ['critic']);
    const movie = await makeMovie(db);
    const serial = await makeSerial(db);
    const season = await makeSeason(db, serial.id);
    const [episode] = await makeEpisodes(db, season.id, 1);
    const calls = [
      ['movie/api-movie-detail', { slug: movie.slug }, 'movie_detail'],
      ['serial/api-season-detail', { serialSlug: serial.slug, seasonSlug: season.slug }, 'season_detail'],
      [
        'serial/api-episode-detail',
        { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episode.slug },
        'episode_detail',
      ],
    ] as const;
    for (const [url, query, key] of calls) {
      const detailed = async (token?: string) => (await get(url, query, token))[key].can_write_detailed_review;
      expect(await detailed()).toBe(false);
      expect(await detailed(critic.token)).toBe(true);
      expect(await detailed(member.token)).toBe(false);
      expect(await detailed(admin.token)).toBe(false);
      expect(await detailed()).toBe(false); // the guest's cached answer never took the critic's verdict
    }
    // A serial takes no detailed reviews.
    const serialDetail = await get('serial/api-serial-detail', { slug: serial.slug }, critic.token);
    expect(serialDetail.serial_detail).not.toHaveProperty('can_write_detailed_review');
  });

  it('an unpublished title takes no detailed review, even from a critic who edits it', async () => {
    const editingCritic = await signedInMember(t, ['critic', 'contributer']);
    const movie = await makeMovie(t.database.db, { publish: false });
    const answer = await get('movie/api-movie-detail', { slug: movie.slug }, editingCritic.token);
    expect(answer.movie_detail).toMatchObject({ can_edit: true, can_review: false, can_write_detailed_review: false });
  });

  it('an editor may edit an episode under an unpublished season but not review it', async () => {
    const db = t.database.db;
    const serial = await makeSerial(db);
    const season = await makeSeason(db, serial.id, { publish: false });
    const [episode] = await makeEpisodes(db, season.id, 1);
    const query = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episode.slug };
    const answer = await get('serial/api-episode-detail', query, contributor.token);
    expect(answer.episode_detail).toMatchObject({ can_edit: true, can_publish: true, can_review: false });
  });

  it('an artist: editors edit and publish, others not; no review key', async () => {
    const artist = await makeArtist(t.database.db);
    const asGuest = (await get('artist/api-artist-detail', { slug: artist.slug })).artist_detail;
    expect(asGuest).toMatchObject({ can_edit: false, can_publish: false });
    expect(asGuest).not.toHaveProperty('can_review');
    const asMember = (await get('artist/api-artist-detail', { slug: artist.slug }, member.token)).artist_detail;
    expect(asMember).toMatchObject({ can_edit: false, can_publish: false });
    const asEditor = (await get('artist/api-artist-detail', { slug: artist.slug }, contributor.token)).artist_detail;
    expect(asEditor).toMatchObject({ can_edit: true, can_publish: true, can_see_history: true });
    expect(asMember).toMatchObject({ can_see_history: false });
  });

  it('a journal: its author publisher and an admin manage it; another publisher and a guest not', async () => {
    const db = t.database.db;
    const types = await makeJournalTypes(db);
    const [author, otherPublisher] = await Promise.all([
      signedInMember(t, ['publisher']),
      signedInMember(t, ['publisher']),
    ]);
    const journal = await makeJournal(db, { authorId: author.id, subTypeId: types.sub.id });
    const address = { slug: journal.slug, typeSlug: types.main.slug, subTypeSlug: types.sub.slug };
    const detail = async (token?: string) => (await get('journal/api-journal-detail', address, token)).journal_detail;
    expect(await detail()).toMatchObject({ can_edit: false, can_publish: false });
    expect(await detail(otherPublisher.token)).toMatchObject({
      can_edit: false,
      can_publish: false,
      can_see_history: false,
    });
    expect(await detail(author.token)).toMatchObject({ can_edit: true, can_publish: true, can_see_history: true });
    expect(await detail(admin.token)).toMatchObject({ can_edit: true, can_publish: true, can_see_history: true });
  });
});

describe('member-owned things', () => {
  it('a list: its owner and an admin edit and delete it, someone else and a guest not', async () => {
    const owner = await signedInMember(t);
    const movie = await makeMovie(t.database.db);
    const created = await post(
      'movie/api-create-movielist',
      { movieListName: 'Дуртай кинонууд', movieList: [{ id: movie.id }] },
      owner.token,
    );
    expect(created.statusCode).toBe(200);
    const query = { slug: owner.slug, list: created.json().slug };
    const detail = (token?: string) => get('user/api/v-user-movielistdetail', query, token);
    expect(await detail()).toMatchObject({ can_edit: false, can_delete: false });
    expect(await detail(owner.token)).toMatchObject({ can_edit: true, can_delete: true });
    expect(await detail(member.token)).toMatchObject({ can_edit: false, can_delete: false });
    expect(await detail(admin.token)).toMatchObject({ can_edit: true, can_delete: true });
    expect(await detail()).toMatchObject({ can_edit: false, can_delete: false });
  });

  it('a short message and a comment: their author and an admin may delete them, someone else and a guest not', async () => {
    const author = await signedInMember(t);
    const added = await post('user/api/v-user-addshortmessage', { body: 'Сайн уу' }, author.token);
    expect(added.json().message).toMatchObject({ can_delete: true });
    const message = added.json().message.id as number;
    const commented = await post('user/api/v-user-submitcomment', { message, comment: 'Сайн' }, member.token);
    expect(commented.json().comment).toMatchObject({ can_delete: true });

    const messages = async (token?: string) =>
      (await get('user/api/v-user-shortmessages', { slug: author.slug }, token)).results[0];
    expect(await messages()).toMatchObject({ can_delete: false });
    expect(await messages(author.token)).toMatchObject({ can_delete: true });
    expect(await messages(member.token)).toMatchObject({ can_delete: false });
    expect(await messages(admin.token)).toMatchObject({ can_delete: true });

    const comments = async (token?: string) =>
      (await get('user/api/v-user-commentlist', { message }, token)).comments[0];
    expect(await comments()).toMatchObject({ can_delete: false });
    expect(await comments(member.token)).toMatchObject({ can_delete: true });
    expect(await comments(author.token)).toMatchObject({ can_delete: false });
    expect(await comments(admin.token)).toMatchObject({ can_delete: true });

    // The feed's message card, whose page is cached as a guest sees it.
    const feedMessage = async (token?: string) =>
      (await get('user/api/v-user-feed', { slug: author.slug }, token)).api_user_action_list.find(
        (card: { name: string }) => card.name === 'short-message',
      ).values.message;
    expect(await feedMessage()).toMatchObject({ can_delete: false });
    expect(await feedMessage(author.token)).toMatchObject({ can_delete: true });
    expect(await feedMessage(member.token)).toMatchObject({ can_delete: false });
    expect(await feedMessage()).toMatchObject({ can_delete: false });
  });

  it('a short message: who may like and comment on it, which its author’s blocks decide (canInteract)', async () => {
    const author = await signedInMember(t);
    const blocked = await signedInMember(t);
    const added = await post('user/api/v-user-addshortmessage', { body: 'Сайн уу' }, author.token);
    const OPEN = { can_like: true, can_comment: true };
    const SHUT = { can_like: false, can_comment: false };
    expect(added.json().message).toMatchObject(OPEN);
    const message = added.json().message.id as number;
    expect((await post('user/api/v-user-blockuser', { slug: blocked.slug }, author.token)).statusCode).toBe(200);

    const answers = {
      list: async (token?: string) =>
        (await get('user/api/v-user-shortmessages', { slug: author.slug }, token)).results[0],
      comments: async (token?: string) => {
        const { can_like, can_comment } = await get('user/api/v-user-commentlist', { message }, token);
        return { can_like, can_comment };
      },
      feed: async (token?: string) =>
        (await get('user/api/v-user-feed', { slug: author.slug }, token)).api_user_action_list.find(
          (card: { name: string }) => card.name === 'short-message',
        ).values.message,
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, await answer()]).toMatchObject([name, SHUT]); // a guest, and the guest's cached page
      expect([name, await answer(member.token)]).toMatchObject([name, OPEN]);
      expect([name, await answer(author.token)]).toMatchObject([name, OPEN]);
      expect([name, await answer(blocked.token)]).toMatchObject([name, SHUT]);
      expect([name, await answer(admin.token)]).toMatchObject([name, OPEN]);
    }
  });
});
