import { mn } from '@mfi/contract/messages';
import { ADMIN_MEMBER_PATHS } from '@mfi/contract/admin-members.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeJournal, makeJournalTypes } from '../../test/factories/journals';
import { makeMovie } from '../../test/factories/movies';

// Issue 26 part 3, decision 027: the web opens a member's page, board lists and user lists to guests, so every
// call those pages make answers a guest without a token; the rules that hide things stay: a closed account's
// page says closed to a guest as to a member, and a guest reads no unpublished article.

let t: TestApp;
let member: SignedInMember;
let reader: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInMember(t, ['publisher']);
  reader = await signedInMember(t);
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}, token?: string) =>
  t.call({ method: 'GET', url: `/api/user/api/${url}`, query, token });

/** A movie list of the member's, with one movie: its slug. */
async function movieListOf(owner: SignedInMember) {
  const movie = await makeMovie(t.database.db);
  const made = await t.call({
    method: 'POST',
    url: '/api/movie/api-create-movielist/',
    payload: { movieListName: `Хуваалцах жагсаалт ${owner.slug}`, movieList: [{ id: movie.id, description: '' }] },
    token: owner.token,
  });
  expect(made.statusCode).toBe(200);
  return made.json().slug as string;
}

describe('a guest on a member’s pages', () => {
  it('reads the profile, the feed, each board list, the lists and a shared list’s detail without a token', async () => {
    const listSlug = await movieListOf(member);
    const slug = { slug: member.slug };
    const calls: [string, Record<string, string>][] = [
      [`${member.slug}/v-user-detail/`, {}],
      ['v-user-feed/', { ...slug, feedPage: '1' }],
      ['v-user-followers/', slug],
      ['v-user-following/', slug],
      ['v-user-moviereviewlist/', slug],
      ['v-user-episodereviewlist/', slug],
      ['v-user-moviedetailedreviewlist/', slug],
      ['v-user-episodedetailedreviewlist/', slug],
      ['v-user-favoritemovies/', slug],
      ['v-user-favoriteshortmovies/', slug],
      ['v-user-favoriteserials/', slug],
      ['v-user-reactedmovies/', slug],
      ['v-user-reactedserials/', slug],
      ['v-user-watchmovies/', slug],
      ['v-user-watchserials/', slug],
      ['v-user-idollist/', slug],
      ['v-user-movielist/', slug],
      ['v-user-seriallist/', slug],
      ['v-user-topmovielist/', slug],
      ['v-user-topseriallist/', slug],
      ['v-user-movielistdetail/', { ...slug, list: listSlug }],
      ['v-user-journallist/', slug],
    ];
    const answers = await Promise.all(calls.map(async ([url, query]) => [url, (await get(url, query)).statusCode]));
    expect(answers).toEqual(calls.map(([url]) => [url, 200]));

    // The shared list, as its owner's friend opens it: its title, no verdicts of the owner's.
    const detail = (await get('v-user-movielistdetail/', { ...slug, list: listSlug })).json();
    expect(detail).toMatchObject({ title_slug: listSlug, total_movies: 1, user_like: false });
    expect(detail.can_edit).not.toBe(true);
    expect(detail.can_delete).not.toBe(true);
    // The profile: no private field and no relation for a guest.
    const profile = (await get(`${member.slug}/v-user-detail/`)).json().user_object;
    expect(profile).toMatchObject({ is_owner: false, following: false, blocked: false, beingblocked: false });
    expect(profile.email).toBeNull();
  });

  it('reads no unpublished article of the member, and their drafts list asks for a login', async () => {
    const types = await makeJournalTypes(t.database.db);
    const shown = await makeJournal(t.database.db, { authorId: member.id, subTypeId: types.sub.id });
    const draft = await makeJournal(t.database.db, { authorId: member.id, subTypeId: types.sub.id, publishDate: null });
    const ids = (await get('v-user-journallist/', { slug: member.slug }))
      .json()
      .api_user_journal_list.map((card: { id: number }) => card.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(draft.id);
    expect((await get('v-user-unpublishedjournallist/', { slug: member.slug })).statusCode).toBe(401);
  });

  it('sees a closed account’s page say closed, as a member does', async () => {
    const closing = await signedInMember(t);
    const admin = await signedInMember(t, ['admin']);
    const closed = await t.call({
      method: 'POST',
      url: `/api${ADMIN_MEMBER_PATHS.deactivate}`,
      payload: { id: closing.id },
      token: admin.token,
    });
    expect(closed.statusCode).toBe(200);
    const asGuest = await get(`${closing.slug}/v-user-detail/`);
    const asMember = await get(`${closing.slug}/v-user-detail/`, {}, reader.token);
    expect([asGuest.statusCode, asMember.statusCode]).toEqual([410, 410]);
    expect(asGuest.json()).toEqual({ detail: mn('accountClosed'), closed: true });
    expect(asMember.json()).toEqual(asGuest.json());
    // Its board lists are not found to either, as a missing member's.
    const board = [
      (await get('v-user-moviereviewlist/', { slug: closing.slug })).statusCode,
      (await get('v-user-moviereviewlist/', { slug: closing.slug }, reader.token)).statusCode,
    ];
    expect(board).toEqual([404, 404]);
  });
});
