import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  episodeDetailedReviews,
  episodeReviews,
  journals,
  movieDetailedReviews,
  movieReviews,
  seasonDetailedReviews,
  seasonReviews,
  userLists,
} from '../db/schema';
import type { TestApp } from './app';
import { makeJournal, makeJournalTypes } from './factories/journals';
import type { SignedInMember } from './factories/members';
import { makeMovie } from './factories/movies';
import { makeSerialWithEpisodes } from './factories/serials';

// The block tests' world (policies/block-walk, policies/blocks.routes): one of each thing a member owns that
// others like, comment on or delete, written through the API as that member (a critic, for the detailed
// reviews): a review and a detailed review of a movie, a season and an episode, a movie and a serial list,
// a short message with a comment, and an article; with each liked thing's like count as it is stored.

type Counted = PgTable & { id: AnyPgColumn; likesCount: AnyPgColumn };

/** The member's review of each kind (the first, by id) and their movie and serial lists. */
export async function writingsOf(t: TestApp, userId: number) {
  const db = t.database.db;
  const idOf = async (table: PgTable & { id: AnyPgColumn; userId: AnyPgColumn }) =>
    ((await db.select({ id: table.id }).from(table).where(eq(table.userId, userId))) as { id: number }[])[0].id;
  const lists = await db.select().from(userLists).where(eq(userLists.userId, userId));
  const list = (kind: string) => lists.find((l) => l.kind === kind)!;
  return {
    movieReview: await idOf(movieReviews),
    movieDetailed: await idOf(movieDetailedReviews),
    seasonReview: await idOf(seasonReviews),
    seasonDetailed: await idOf(seasonDetailedReviews),
    episodeReview: await idOf(episodeReviews),
    episodeDetailed: await idOf(episodeDetailedReviews),
    movieList: list('movie'),
    serialList: list('serial'),
  };
}

export async function ownOneOfEach(t: TestApp, owner: SignedInMember) {
  const db = t.database.db;
  const movie = await makeMovie(db);
  const { serial, season, episodes } = await makeSerialWithEpisodes(db, 1);
  const seasonSlugs = { serialSlug: serial.slug, seasonSlug: season.slug };
  const episodeSlugs = { ...seasonSlugs, episodeSlug: episodes[0].slug };
  const post = async (url: string, payload: object) => {
    const res = await t.call({ method: 'POST', url, payload, token: owner.token });
    if (res.statusCode !== 200) throw new Error(`fixture: ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  };
  await post('/api/movie/api-movie-review/', { movie: movie.id, grade: 80, review: 'Сайхан' });
  await post('/api/movie/api-movie-detailed-review/', { movie: movie.id, title: 'Шүүмж', review: '<p>Урт</p>' });
  await post('/api/serial/api-submit-season-review/', { ...seasonSlugs, review: 'Сайн улирал' });
  await post('/api/serial/api-submit-season-detailed-review/', { ...seasonSlugs, title: 'Улирал', review: '<p>У</p>' });
  await post('/api/serial/api-submit-episode-review/', { ...episodeSlugs, grade: 70, review: 'Сайн анги' });
  await post('/api/serial/api-submit-episode-detailed-review/', { ...episodeSlugs, title: 'Анги', review: '<p>У</p>' });
  await post('/api/movie/api-create-movielist/', { movieListName: 'Киноны жагсаалт', movieList: [{ id: movie.id }] });
  await post('/api/serial/create-seriallist/', { movieListName: 'Цувралын жагсаалт', movieList: [{ id: serial.id }] });
  const message = (await post('/api/user/api/v-user-addshortmessage/', { body: 'Сайн уу' })).message.id as number;
  const comment = (await post('/api/user/api/v-user-submitcomment/', { message, comment: 'Сэтгэгдэл' })).comment
    .id as number;
  const types = await makeJournalTypes(db);
  const journal = await makeJournal(db, { authorId: owner.id, subTypeId: types.sub.id });

  const owned = await writingsOf(t, owner.id);
  const count = (table: Counted, id: number) => async () => {
    const [row] = await db.select({ n: table.likesCount }).from(table).where(eq(table.id, id));
    return Number(row.n);
  };
  return {
    movie,
    serial,
    season,
    episode: episodes[0],
    seasonSlugs,
    episodeSlugs,
    ...owned,
    message,
    comment,
    journal,
    /** Each liked thing's stored like count. */
    likes: {
      movieReview: count(movieReviews, owned.movieReview),
      movieDetailed: count(movieDetailedReviews, owned.movieDetailed),
      seasonReview: count(seasonReviews, owned.seasonReview),
      seasonDetailed: count(seasonDetailedReviews, owned.seasonDetailed),
      episodeReview: count(episodeReviews, owned.episodeReview),
      episodeDetailed: count(episodeDetailedReviews, owned.episodeDetailed),
      movieList: count(userLists, owned.movieList.id),
      serialList: count(userLists, owned.serialList.id),
      journal: count(journals, journal.id),
    },
  };
}
export type OwnedThings = Awaited<ReturnType<typeof ownOneOfEach>>;
