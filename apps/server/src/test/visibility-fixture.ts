import { eq } from 'drizzle-orm';
import { journals } from '../db/schema';
import { festivalKit } from '../modules/festival/festival.test-kit';
import type { TestApp } from './app';
import { makeArtist, token } from './factories/artists';
import { makeJournal, makeJournalTypes } from './factories/journals';
import { signedInMember } from './factories/members';
import { writingsOf } from './owned-things-fixture';
import { makeMovie } from './factories/movies';
import { makeEpisodes, makeSeason, makeSerial } from './factories/serials';

// The visibility walk's world (policies/visibility-walk.test): one movie, serial, season, episode, artist
// and journal, each named and slugged with a word of its own that nothing else in the database holds, and
// everything that points at them: a member's ratings, reviews, detailed reviews, reactions, flags, lists,
// liked artist and journal, feed cards and the notifications of another member's likes; a festival award.

export type Kind = 'movie' | 'serial' | 'season' | 'episode' | 'artist' | 'journal';

const DIRECTOR = 1;

/** Throws with the answer unless the call succeeded: the fixture must be whole for the walk to mean anything. */
async function ok<R extends { statusCode: number; body: string }>(label: string, res: Promise<R>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`fixture: ${label} → ${r.statusCode} ${r.body.slice(0, 200)}`);
  return r;
}

export async function buildVisibilityWorld(t: TestApp) {
  const db = t.database.db;
  const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url, payload, token });
  const words = {
    movie: token(),
    serial: token(),
    season: token(),
    episode: token(),
    artist: token(),
    journal: token(),
  } satisfies Record<Kind, string>;

  const [editor, admin, member, liker] = [
    await signedInMember(t, ['contributer']),
    await signedInMember(t, ['admin']),
    await signedInMember(t, ['critic']),
    await signedInMember(t),
  ];

  const artist = await makeArtist(db, { proName: `Зураач ${words.artist}`, proNameEn: `Artist ${words.artist}` });
  const crew = { crew: [{ artistId: artist.id, job: DIRECTOR }], cast: [{ artistId: artist.id, role: 'Гол дүр' }] };
  const movie = await makeMovie(
    db,
    { slug: `movie-${words.movie}`, mTitle: `Кино ${words.movie}`, iTitle: `Movie ${words.movie}` },
    crew,
  );
  const serial = await makeSerial(
    db,
    { slug: `serial-${words.serial}`, mTitle: `Цуврал ${words.serial}`, iTitle: `Serial ${words.serial}` },
    crew,
  );
  const season = await makeSeason(db, serial.id, { slug: `season-${words.season}`, name: `Улирал ${words.season}` });
  const [episode] = await makeEpisodes(db, season.id, 1, () => ({
    slug: `episode-${words.episode}`,
    name: `Анги ${words.episode}`,
  }));
  const types = await makeJournalTypes(db);
  const made = await makeJournal(db, {
    authorId: admin.id,
    subTypeId: types.sub.id,
    title: `Нийтлэл ${words.journal}`,
    artistIds: [artist.id],
    movieIds: [movie.id],
    serialIds: [serial.id],
  });
  const [journal] = await db
    .update(journals)
    .set({ slug: `journal-${words.journal}` })
    .where(eq(journals.id, made.id))
    .returning();

  const seasonSlugs = { serialSlug: serial.slug, seasonSlug: season.slug };
  const episodeSlugs = { ...seasonSlugs, episodeSlug: episode.slug };
  const m = member.token;
  const steps: [string, string, object][] = [
    ['/api/movie/api-movie-review/', m, { movie: movie.id, grade: 80, review: 'Сайхан кино' }],
    ['/api/movie/api-movie-detailed-review/', m, { movie: movie.id, title: 'Шүүмж', review: '<p>Урт шүүмж</p>' }],
    ['/api/movie/api-watching-movie/', m, { movie: movie.id }],
    ['/api/movie/api-favorite-movie/', m, { movie: movie.id }],
    ['/api/movie/api-movie-react/', m, { movie: movie.id, react: 1, reaction: 'bravo' }],
    ['/api/serial/api-submit-episode-review/', m, { ...episodeSlugs, grade: 70, review: 'Сайн анги' }],
    [
      '/api/serial/api-submit-episode-detailed-review/',
      m,
      { ...episodeSlugs, title: 'Ангийн шүүмж', review: '<p>У</p>' },
    ],
    ['/api/serial/api-submit-season-review/', m, { ...seasonSlugs, review: 'Сайн улирал' }],
    [
      '/api/serial/api-submit-season-detailed-review/',
      m,
      { ...seasonSlugs, title: 'Улирлын шүүмж', review: '<p>У</p>' },
    ],
    ['/api/serial/api-watching-episode/', m, episodeSlugs],
    ['/api/serial/api-favorite-serial/', m, { serial: serial.id }],
    ['/api/serial/api-watch-serial/', m, { serial: serial.id }],
    ['/api/serial/api-season-react/', m, { serial: serial.slug, season: season.slug, react: 1, reaction: 'bravo' }],
    [
      '/api/serial/api-episode-react/',
      m,
      { serial: serial.slug, season: season.slug, episode: episode.slug, react: 1, reaction: 'bravo' },
    ],
    ['/api/movie/api-create-movielist/', m, { movieListName: 'Үзэх кинонууд', movieList: [{ id: movie.id }] }],
    ['/api/serial/create-seriallist/', m, { movieListName: 'Үзэх цувралууд', movieList: [{ id: serial.id }] }],
    ['/api/artist/api-like-artist/', m, { slug: artist.slug }],
    ['/api/user/api/v-user-journallike/', m, { journal_id: journal.id }],
    ['/api/user/api/v-user-follow/', liker.token, { slug: member.slug }],
  ];
  for (const [url, tok, payload] of steps) await ok(url, post(url, tok, payload));
  const message = (await ok('message', post('/api/user/api/v-user-addshortmessage/', m, { body: 'Өнөөдөр' }))).json()
    .message.id as number;

  // Another member likes each of the member's reviews and lists: the member is notified about every title.
  const mine = await writingsOf(t, member.id);
  const l = liker.token;
  const likes: [string, object][] = [
    ['/api/user/api/v-user-moviereviewlike/', { user: member.slug, review_id: mine.movieReview, movie_id: movie.id }],
    ['/api/movie/api-like-detailed-review/', { id: mine.movieDetailed }],
    ['/api/serial/api-like-episode-review/', { ...episodeSlugs, review: mine.episodeReview }],
    ['/api/serial/api-like-detailed-review/', { id: mine.episodeDetailed }],
    ['/api/serial/api-like-season-review/', { serial: serial.slug, season: season.slug, review: mine.seasonReview }],
    ['/api/serial/api-like-season-detailed-review/', { id: mine.seasonDetailed }],
    ['/api/user/api/v-user-movielistlike/', { list_id: mine.movieList.id, list_user: member.slug }],
    ['/api/user/api/v-user-seriallistlike/', { list_id: mine.serialList.id, list_user: member.slug }],
  ];
  for (const [url, payload] of likes) await ok(url, post(url, l, payload));

  const kit = festivalKit(t);
  const festival = await kit.festival(admin.token);
  const year = 2001;
  await kit.edition(admin.token, festival, year);
  const award = { slug: festival.slug, year, result: 'winner' };
  await ok(
    'award',
    kit.enterAward(admin.token, { ...award, award: 'Шилдэг кино', movie: movie.id, artist: artist.id }),
  );
  await ok('award', kit.enterAward(admin.token, { ...award, award: 'Шилдэг цуврал', serial: serial.id }));

  return {
    words,
    editor,
    admin,
    member,
    liker,
    movie,
    serial,
    season,
    episode,
    artist,
    journal,
    types,
    festival: { slug: festival.slug, year },
    lists: { movie: mine.movieList.slug, serial: mine.serialList.slug },
    message,
  };
}
export type VisibilityWorld = Awaited<ReturnType<typeof buildVisibilityWorld>>;
