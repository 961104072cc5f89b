import { randomBytes } from 'node:crypto';
import { festivalEditions, festivals } from '../db/schema';
import type { TestApp } from './app';
import { countryIds, ensureReference, professionIds } from './factories/artists';
import { makeJournal, makeJournalTag, makeJournalTypes, userIdOf } from './factories/journals';
import { makeArtist, makeMovie, makeReferences } from './factories/movies';
import { makeSerial, makeSerialWithEpisodes } from './factories/serials';
import { jpeg } from './multipart';

// A valid form for each multipart call of the API, on rows made for it, and the file fields it takes:
// a bad file put in one of them is then the only thing wrong with the request (malformed-input.test).
// The OpenAPI document does not describe multipart bodies, so the forms are written out here.

export type UploadForm = {
  url: string;
  /** Text fields, repeated names allowed; lists as JSON text, as the web client sends them. */
  fields: [string, string | number | object][];
  /** The files the form needs to be valid. */
  files: Record<string, Buffer>;
  /** Every file field the call reads. */
  uploads: string[];
};

const rand = () => randomBytes(4).toString('hex');

/** The forms, for a user holding every role (`username` is theirs). */
export async function uploadForms(
  t: TestApp,
  user: { token: string; username: string; email: string },
): Promise<UploadForm[]> {
  const db = t.database.db;
  await ensureReference(db);
  const refs = await makeReferences(db);
  const crew = await makeArtist(db);
  const [mongolia] = await countryIds(db, ['MN']);
  const [director] = await professionIds(db, ['director']);
  const movie = await makeMovie(db);
  const { serial, season, episodes } = await makeSerialWithEpisodes(db, 1);
  const emptySerial = await makeSerial(db);
  const types = await makeJournalTypes(db);
  const tag = await makeJournalTag(db);
  const journal = await makeJournal(db, { authorId: await userIdOf(db, user.username), subTypeId: types.sub.id });
  const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episodes[0].slug };
  const [festival] = await db
    .insert(festivals)
    .values({ slug: `festival-${rand()}`, mongolName: 'Наадам', internationalName: 'Festival', background: 'x.jpg' })
    .returning();
  await db.insert(festivalEditions).values({ festivalId: festival.id, year: 1940, poster: 'x.jpg' });
  // A critic's detailed review of an episode needs their rating of it first.
  await t.call({
    method: 'POST',
    url: '/api/serial/api-submit-episode-review/',
    payload: { ...slugs, grade: 70 },
    token: user.token,
  });

  const poster = await jpeg(480, 720);
  const scene = await jpeg(1280, 720);
  const artist = {
    pro_name: `Уран бүтээлч ${rand()}`,
    pro_name_en: `Artist ${rand()}`,
    last_name: 'Овог',
    first_name: 'Нэр',
    countries: [mongolia],
    old_countries: [],
    born: 1970,
    bio: 'Намтар.',
    bio_en: 'Biography.',
    professions: [director],
    quotes: [],
    festival: false,
  };
  const title = {
    languages: [refs.language.id],
    m_title: 'Гарчиг',
    i_title: `Title ${rand()}`,
    o_title: 'Гарчиг',
    format: '1',
    genres: [refs.genre.id],
    subgenres: [refs.subgenre.id],
  };
  const movieFields = {
    ...title,
    category: '1',
    year: '2010',
    countries: [refs.mongolia.id],
    rating: '3',
    runtime: '95',
    tags: [refs.tag.id],
    plot: 'Өгүүлэмж.',
    en_plot: 'Plot.',
    artists: [{ id: crew.id, jobs: [1] }],
    roles: [],
  };
  const serialFields = {
    ...title,
    re_year: '2008',
    fi_year: '2010',
    countries: [refs.mongolia.id],
    rating: '3',
    runtime: '45',
    tags: [refs.tag.id],
    plot: 'Өгүүлэмж.',
    en_plot: 'Plot.',
    artists: [],
    roles: [],
  };
  const journalFields = {
    title: `Нийтлэл ${rand()}`,
    type: String(types.main.id),
    sub_type: String(types.sub.id),
    tags: [tag.id],
    content: '<p>Агуулга.</p>',
    artists: [],
    movies: [],
    serials: [],
  };
  const pairs = (record: Record<string, string | number | boolean | object>) =>
    Object.entries(record).map(([k, v]): [string, string | number | object] => [
      k,
      typeof v === 'boolean' ? String(v) : v,
    ]);

  return [
    {
      url: '/api/artist/api-create-artist/',
      fields: pairs(artist),
      files: { 'artist-photo': poster },
      uploads: ['artist-photo'],
    },
    {
      url: '/api/artist/api-update-artist/',
      fields: pairs({ ...artist, slug: crew.slug }),
      files: {},
      uploads: ['artist-photo'],
    },
    {
      url: '/api/movie/api-create-movie/',
      fields: pairs(movieFields),
      files: { 'movie-poster': poster, 'movie-background': scene },
      uploads: ['movie-poster', 'movie-background', 'movie-images'],
    },
    {
      url: '/api/movie/api-update-movie/',
      fields: pairs({ ...movieFields, slug: movie.slug }),
      files: {},
      uploads: ['movie-poster', 'movie-background', 'movie-images'],
    },
    {
      url: '/api/movie/api-update-movie-image/',
      fields: [
        ['movie-slug', movie.slug],
        ['image-id', 'new'],
      ],
      files: {},
      uploads: ['movie-images'],
    },
    {
      url: '/api/serial/api-create-serial/',
      fields: pairs(serialFields),
      files: { 'serial-poster': poster, 'serial-background': scene },
      uploads: ['serial-poster', 'serial-background'],
    },
    {
      url: '/api/serial/api-update-serial/',
      fields: pairs({ ...serialFields, slug: serial.slug, theater: false }),
      files: {},
      uploads: ['serial-poster', 'serial-background'],
    },
    {
      url: '/api/serial/api-create-season/',
      fields: pairs({ serial: emptySerial.id, season_number: 1, season_title: 'Улирал', trailer: '' }),
      files: {},
      uploads: ['season-poster', 'season-images'],
    },
    {
      url: '/api/serial/api-update-season/',
      fields: pairs({
        serial_slug: serial.slug,
        season_slug: season.slug,
        season_number: 1,
        season_title: 'Улирал',
        season_trailer: '',
      }),
      files: {},
      uploads: ['season-poster'],
    },
    {
      url: '/api/serial/api-update-season-image/',
      fields: [
        ['serial-slug', serial.slug],
        ['season-slug', season.slug],
        ['image-id', 'new'],
      ],
      files: {},
      uploads: ['season-images'],
    },
    {
      url: '/api/serial/api-create-episode/',
      fields: pairs({
        season: season.id,
        epi_number: 50,
        epi_name: 'Анги',
        epi_runtime: 45,
        plot: 'Өгүүлэмж.',
        en_plot: 'Plot.',
      }),
      files: {},
      uploads: ['episode-background'],
    },
    {
      url: '/api/serial/api-update-episode/',
      fields: pairs({
        ...slugs,
        episode_number: 1,
        episode_name: 'Анги',
        episode_runtime: 45,
        plot: 'Өгүүлэмж.',
        en_plot: '',
      }),
      files: {},
      uploads: ['episode-background'],
    },
    {
      url: '/api/serial/api-submit-episode-detailed-review/',
      fields: pairs({ ...slugs, title: 'Гарчиг', review: '<p>Шүүмж.</p>' }),
      files: {},
      uploads: ['cover'],
    },
    {
      url: '/api/serial/api-submit-season-detailed-review/',
      fields: pairs({ serialSlug: serial.slug, seasonSlug: season.slug, title: 'Гарчиг', review: '<p>Шүүмж.</p>' }),
      files: {},
      uploads: [],
    },
    { url: '/api/journal/api-journal-create/', fields: pairs(journalFields), files: {}, uploads: ['journal-cover'] },
    {
      url: '/api/journal/api-journal-update/',
      fields: pairs({
        ...journalFields,
        slug: journal.slug,
        type_slug: types.main.slug,
        sub_type_slug: types.sub.slug,
      }),
      files: {},
      uploads: ['journal-cover'],
    },
    { url: '/api/user/api/v-user-useraddimage/', fields: [], files: { image: poster }, uploads: ['image'] },
    // A member's import (decision 037): its file is a CSV or ZIP, not an image; its refusals are its own test.
    {
      url: '/api/user/api/v-user-import/',
      fields: [['source', 'letterboxd']],
      files: { file: Buffer.from('Date,Name,Year,Letterboxd URI\n2024-01-01,Any Film,2000,https://boxd.it/x\n') },
      uploads: [],
    },
    {
      url: '/api/user/api/v-user-profile-update/',
      fields: pairs({ lastname: 'Овог', firstname: 'Нэр', bio: 'Намтар.', birthday: '1990-01-01' }),
      files: {},
      uploads: ['user-photo', 'user-background'],
    },
    {
      url: '/api/award/create-festival/',
      fields: pairs({ mongol_name: 'Наадам', international_name: `Festival ${rand()}` }),
      files: { 'festival-background': scene },
      uploads: ['festival-background'],
    },
    {
      url: '/api/award/update-festival/',
      fields: pairs({ slug: festival.slug, mongol_name: 'Наадам', international_name: festival.internationalName }),
      files: {},
      uploads: ['festival-background'],
    },
    {
      url: '/api/award/create-annual-festival/',
      fields: pairs({ festival: festival.id, year: 1950, agenda: '<p>Хөтөлбөр.</p>' }),
      files: { 'annual-poster': await jpeg(420, 560) },
      uploads: ['annual-poster'],
    },
    {
      url: '/api/award/update-annual-festival/',
      fields: pairs({ slug: festival.slug, original_year: 1940, year: 1940, agenda: '<p>Хөтөлбөр.</p>' }),
      files: {},
      uploads: ['annual-poster'],
    },
    {
      url: '/api/award/register-annual-festival/',
      fields: pairs({
        movie: movie.id,
        director_id: 'УБ90010101',
        director_artist: crew.id,
        // The fee mail goes to the sender's own address (another needs a mailed code).
        email: user.email,
        phone_code: '976',
        phone_number: '99112233',
        movie_link: 'https://drive.example.com/film.mp4',
        consent1: 'true',
        consent2: 'true',
        consent3: 'true',
        consent4: 'true',
        festival: festival.slug,
        year: 1940,
      }),
      files: {},
      uploads: [],
    },
    {
      url: '/api/institute/edit-aboutus/',
      fields: pairs({
        main_title: 'Бидний тухай',
        content: '<p>Хүрээлэн.</p>',
        memberCategory: 1,
        memberName: 'Гишүүн',
        memberTitle: 'Захирал',
        memberDescription: '',
        memberArtistSlug: '',
        memberUserSlug: '',
        memberImageURL: '',
      }),
      files: { memberImage: await jpeg(240, 240) },
      uploads: ['memberImage'],
    },
  ];
}
