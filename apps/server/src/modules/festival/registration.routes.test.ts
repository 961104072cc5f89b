import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from '@mfi/contract/fields';
import { mn } from '@mfi/contract/messages';
import { artists, festivalEditions, festivalRegistrations, festivals, movies, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { countryIds, ensureReference, professionIds, token as word } from '../../test/factories/artists';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { makeArtist, makeMovie, makeReferences } from '../../test/factories/movies';
import { jpeg, multipart } from '../../test/multipart';
import { setRole } from '../accounts/operator.service';

// Festival registration (issue 17 items 4 to 6) through HTTP: the current edition, the guidance, a film's
// registration by an entrant (the `ustga` flag) and its fee mail, the admin's table and CSV, the entrant flag.

let t: TestApp;
let admin: SignedInMember;
let member: SignedInMember;
let entrant: SignedInMember;
const year = currentYear();

beforeAll(async () => {
  // A database of its own: "the newest edition of any festival" must not see other files' editions.
  t = await buildTestApp({ ownDatabase: true });
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t);
  entrant = await signedInMember(t);
  await setRole(t.database.db, entrant.username, 'ustga', true);
});
afterAll(() => t.close());

type Edition = { slug: string; year: number; id: number };

/**
 * A festival with one edition, open for registration: its fee deadline 25 May 23:59 Ulaanbaatar time and its
 * results 1 June of the next year (a registration after the deadline is refused).
 */
const datesYear = year + 1;
async function makeEdition(
  editionYear = year,
  over: Partial<typeof festivalEditions.$inferInsert> = {},
): Promise<Edition> {
  const w = word();
  const [festival] = await t.database.db
    .insert(festivals)
    .values({
      slug: `naadam-${w}`,
      mongolName: `Наадам ${w}`,
      internationalName: `Festival ${w}`,
      background: `festivals/${w}.jpg`,
    })
    .returning();
  const [edition] = await t.database.db
    .insert(festivalEditions)
    .values({
      festivalId: festival.id,
      year: editionYear,
      poster: `festivals/${w}-poster.jpg`,
      guidance: '<p>Удирдамж</p>',
      guidanceEn: '<p>Guidance</p>',
      paymentDeadline: new Date(`${datesYear}-05-25T23:59:00+08:00`),
      resultsDate: `${datesYear}-06-01`,
      ...over,
    })
    .returning();
  return { slug: festival.slug, year: edition.year, id: edition.id };
}

const get = (url: string, query: Record<string, string | number> = {}, tokenOf?: { token: string }) =>
  t.call({
    method: 'GET',
    url: `/api/award/${url}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: tokenOf?.token,
  });

/** The director's register number, as the spec's client sends it in `director_id`. */
const REGISTER_NUMBER = 'УБ90010101';

/** The wizard's fields; `director` is the picked artist (`director_artist`), the mail the sender's own address. */
const registrationFields = (edition: Edition, movie: number, director: number, over: Record<string, unknown> = {}) => ({
  movie,
  director_id: REGISTER_NUMBER,
  director_artist: director,
  phone_code: '976',
  phone_number: '99112233',
  movie_link: 'https://drive.example.com/film.mp4',
  consent1: 'true',
  consent2: 'true',
  consent3: 'true',
  consent4: 'true',
  festival: edition.slug,
  year: edition.year,
  ...over,
});

async function register(fields: Record<string, unknown>, who?: { token: string; email: string }) {
  const withEmail = 'email' in fields ? fields : { ...fields, email: who?.email ?? 'guest@example.mn' };
  const body = await multipart(withEmail as Record<string, string>);
  return t.call({
    method: 'POST',
    url: '/api/award/register-annual-festival/',
    payload: body.payload,
    headers: body.headers,
    token: who?.token,
  });
}

/** A film and its director, published, for a registration. */
async function film(title?: string, director?: string) {
  const artist = await makeArtist(t.database.db, { name: director });
  const movie = await makeMovie(t.database.db, title ? { mTitle: title } : {});
  return { movie: movie.id, director: artist.id };
}

const rowsOf = (editionId: number) =>
  t.database.db.select().from(festivalRegistrations).where(eq(festivalRegistrations.editionId, editionId));

const mailsTo = async (email: string) => (await t.mails()).filter((m) => m.to === email);

/** A member just given the entrant flag: the mails to their address are theirs alone. */
async function newEntrant() {
  const who = await signedInMember(t);
  await setRole(t.database.db, who.username, 'ustga', true);
  return who;
}

describe('GET /award/current-annual/', () => {
  it('answers 404 with the message while there is no edition', async () => {
    const res = await get('current-annual');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: mn('annualUnknown') });
  });

  it('answers the newest edition: the highest year, then the one created last', async () => {
    await makeEdition(year - 1);
    await makeEdition(year);
    const newest = await makeEdition(year);
    await makeEdition(year - 3);
    const res = await get('current-annual');
    expect(res.statusCode).toBe(200);
    const w = newest.slug.replace('naadam-', '');
    expect(res.json()).toEqual({
      slug: newest.slug,
      year,
      mongol_name: `Наадам ${w}`,
      international_name: `Festival ${w}`,
      poster: `/media/festivals/${w}-poster.jpg`,
      background: `/media/festivals/${w}.jpg`,
    });
  });
});

describe('GET /award/registration-guidance/', () => {
  it("answers the edition's guidance in both languages and its dates (Ulaanbaatar wall time)", async () => {
    const edition = await makeEdition(year);
    const res = await get('registration-guidance', { name: edition.slug, year });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      festival: { slug: edition.slug },
      year,
      guidance: '<p>Удирдамж</p>',
      guidance_en: '<p>Guidance</p>',
      payment_deadline: `${datesYear}-05-25T23:59`,
      results_date: `${datesYear}-06-01`,
    });
  });

  it('answers null dates when the edition has none', async () => {
    const edition = await makeEdition(year, { paymentDeadline: null, resultsDate: null });
    const res = await get('registration-guidance', { name: edition.slug, year });
    expect(res.json()).toMatchObject({ payment_deadline: null, results_date: null });
  });

  it('answers 404 {success: false, message} for an unknown festival or year', async () => {
    const edition = await makeEdition(year);
    for (const query of [
      { name: 'no-such-festival', year },
      { name: edition.slug, year: year - 1 },
    ]) {
      const res = await get('registration-guidance', query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: mn('annualUnknown') });
    }
  });

  it('refuses a bad year or a missing name as a field error', async () => {
    expect((await get('registration-guidance', { name: 'x', year: 1899 })).json()).toEqual({
      year: [mn('yearInvalid')],
    });
    expect((await get('registration-guidance', { name: 'x', year: year + 2 })).statusCode).toBe(400);
    const res = await get('registration-guidance', { year });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('name');
  });
});

describe('POST /award/register-annual-festival/', () => {
  let edition: Edition;
  beforeAll(async () => {
    edition = await makeEdition(year);
  });

  it('answers a guest 401', async () => {
    const { movie, director } = await film();
    expect((await register(registrationFields(edition, movie, director))).statusCode).toBe(401);
  });

  it('refuses a member without the entrant flag with 403 and the message, whatever the body', async () => {
    const { movie, director } = await film();
    for (const fields of [registrationFields(edition, movie, director), { movie: 'x' }]) {
      const res = await register(fields, member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: mn('entrantOnly') });
    }
    expect(await rowsOf(edition.id)).toHaveLength(0);
  });

  it('registers an entrant’s film, once, and mails the fee instructions with the dates', async () => {
    const { movie, director } = await film('Салхины аялгуу');
    const newcomer = await newEntrant();
    const email = newcomer.email;
    const res = await register(registrationFields(edition, movie, director), newcomer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('registrationDone') });
    const [row] = (await rowsOf(edition.id)).filter((r) => r.movieId === movie);
    expect(row).toMatchObject({
      userId: newcomer.id,
      directorRegisterNumber: REGISTER_NUMBER,
      directorArtistId: director,
      email,
      phoneCode: '976',
      phoneNumber: '99112233',
      movieLink: 'https://drive.example.com/film.mp4',
    });

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain(String(year));
    expect(mail.text).toContain('«Салхины аялгуу»');
    expect(mail.text).toContain(`Бүртгэлийн дугаар: ${row.id}`);
    expect(mail.text).toContain(`${datesYear} оны 5-р сарын 25, 23:59 (Улаанбаатарын цагаар)`);
    expect(mail.text).toContain(`${datesYear} оны 6-р сарын 1`);
    expect(mail.text).toContain(`25 May ${datesYear}, 23:59 (Ulaanbaatar time)`);
    expect(mail.text).toContain(`1 June ${datesYear}`);
    expect(mail.text).not.toContain('2023');
    expect(mail.link).toBe(`http://mfi.test/festival/annual/guidelines?name=${edition.slug}&year=${year}`);

    const again = await register(registrationFields(edition, movie, director), newcomer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: mn('registrationRepeated') });
    expect((await rowsOf(edition.id)).filter((r) => r.movieId === movie)).toHaveLength(1);
  });

  it('refuses the same film from another entrant, but takes it for another edition', async () => {
    const { movie, director } = await film();
    const other = await makeEdition(year);
    expect((await register(registrationFields(edition, movie, director), entrant)).statusCode).toBe(200);
    expect((await register(registrationFields(edition, movie, director), admin)).json()).toEqual({
      success: false,
      message: mn('registrationRepeated'),
    });
    expect((await register(registrationFields(other, movie, director), admin)).statusCode).toBe(200);
  });

  it('stores one row of 20 identical posts at once', async () => {
    const { movie, director } = await film();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => register(registrationFields(edition, movie, director), entrant)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(400)]);
    expect((await rowsOf(edition.id)).filter((r) => r.movieId === movie)).toHaveLength(1);
  });

  it("answers the spec's field errors for bad input", async () => {
    const { movie, director } = await film();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ phone_code: 'abcd' }, { phone_code: [mn('digitsOnly')] }],
      [{ phone_code: '1234' }, { phone_code: [mn('digitsOnly')] }],
      [{ phone_number: '99-11' }, { phone_number: [mn('digitsOnly')] }],
      [{ consent3: undefined }, { consent3: [mn('termsRequired')] }],
      [{ consent1: 'false' }, { consent1: [mn('termsRequired')] }],
      [{ email: 'not-an-email' }, { email: [mn('emailInvalid')] }],
      [{ movie_link: undefined }, { movie_link: [mn('required')] }],
      [{ movie_link: 'not a link' }, { movie_link: [mn('invalidValue')] }],
      [{ movie_link: 'javascript:alert(1)' }, { movie_link: [mn('invalidValue')] }],
      [{ movie_link: 'data:text/html,<script>alert(1)</script>' }, { movie_link: [mn('invalidValue')] }],
      [{ movie_link: 'ftp://files.example.com/film.mp4' }, { movie_link: [mn('invalidValue')] }],
      [{ movie: '' }, { movie: [mn('choiceRequired')] }],
      [{ movie: 2_000_000_000 }, { movie: [mn('awardTitleUnknown')] }],
      [{ movie: 9_999_999_999 }, { movie: [mn('invalidValue')] }],
      [{ director_id: '' }, { director_id: [mn('required')] }],
      [{ director_id: String(director) }, { director_id: [mn('registerNumberInvalid')] }],
      [{ director_id: 'UB90010101' }, { director_id: [mn('registerNumberInvalid')] }],
      [{ director_id: 'УБ9001010' }, { director_id: [mn('registerNumberInvalid')] }],
      [{ director_artist: 9_999_999_999 }, { director_artist: [mn('invalidValue')] }],
      [{ director_artist: 2_000_000_000 }, { director_artist: [mn('artistSlugUnknown')] }],
      [{ email: '' }, { email: [mn('emailRequired')] }],
      [{ email: 'someone.else@example.mn' }, { email_code: [mn('emailCodeRequired')] }],
      [{ email: 'someone.else@example.mn', email_code: '12' }, { email_code: [mn('codeInvalid')] }],
      [{ email: 'someone.else@example.mn', email_code: '123456' }, { email_code: [mn('emailCodeRequired')] }],
    ];
    for (const [over, errors] of cases) {
      const res = await register(registrationFields(edition, movie, director, over), entrant);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toEqual(errors);
    }
    expect((await rowsOf(edition.id)).filter((r) => r.movieId === movie)).toHaveLength(0);
  });

  it('refuses every film once the edition’s fee deadline has passed, and takes one when it has none', async () => {
    const { movie, director } = await film();
    const closed = await makeEdition(year, { paymentDeadline: new Date(Date.now() - 60_000) });
    const res = await register(registrationFields(closed, movie, director), entrant);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: mn('registrationClosed') });
    expect(await rowsOf(closed.id)).toHaveLength(0);
    const open = await makeEdition(year, { paymentDeadline: null });
    expect((await register(registrationFields(open, movie, director), entrant)).statusCode).toBe(200);
  });

  it("refuses another member's unpublished film or director as missing ones; an admin may name any", async () => {
    const { movie, director } = await film();
    const hidden = await makeMovie(t.database.db, { mTitle: 'Нууц кино', publish: false, createdBy: member.id });
    const [hiddenDirector] = await t.database.db
      .update(artists)
      .set({ publish: false, createdBy: member.id })
      .where(eq(artists.id, (await film()).director))
      .returning();
    const email = `${word()}@example.mn`;
    const byFilm = await register(
      registrationFields(edition, hidden.id, director, { email, email_code: '123456' }),
      entrant,
    );
    expect([byFilm.statusCode, byFilm.json()]).toEqual([400, { movie: [mn('awardTitleUnknown')] }]);
    const byDirector = await register(registrationFields(edition, movie, hiddenDirector.id), entrant);
    expect([byDirector.statusCode, byDirector.json()]).toEqual([400, { director_artist: [mn('artistSlugUnknown')] }]);
    expect((await rowsOf(edition.id)).filter((r) => r.movieId === hidden.id || r.movieId === movie)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect((await register(registrationFields(edition, hidden.id, hiddenDirector.id), admin)).statusCode).toBe(200);
  });

  it('answers 404 with the message for an edition that was not held', async () => {
    const { movie, director } = await film();
    const res = await register(registrationFields(edition, movie, director, { year: year - 5 }), entrant);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: mn('annualUnknown') });
  });

  it('answers a form that is not multipart with 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/award/register-annual-festival/',
      payload: { movie: 1 },
      token: entrant.token,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the spec's client: the director's register number, no picked artist", () => {
  it('registers with the register number alone (any case), the picked director left empty', async () => {
    const edition = await makeEdition(year);
    const { movie } = await film();
    const fields = { ...registrationFields(edition, movie, 0), director_artist: undefined, director_id: 'өү12345678' };
    const res = await register(fields, entrant);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf(edition.id);
    expect(row).toMatchObject({ movieId: movie, directorRegisterNumber: 'ӨҮ12345678', directorArtistId: null });
    const list = (await get('annual-registrations', { slug: edition.slug, year }, admin)).json().registrations;
    expect(list[0]).toMatchObject({ director_id: 'ӨҮ12345678', director: null });
  });
});

describe("the fee mail goes only to the entrant's own or a confirmed address", () => {
  const askCode = (email: string, who?: { token: string }) =>
    t.call({ method: 'POST', url: '/api/award/registration-email-code/', payload: { email }, token: who?.token });
  const codeIn = async (email: string) => {
    const mails = await mailsTo(email);
    return /(\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
  };

  it('mails a code to an entrant only: a guest 401, a member 403, a bad address 400', async () => {
    const email = `${word()}@example.mn`;
    expect((await askCode(email)).statusCode).toBe(401);
    const refused = await askCode(email, member);
    expect([refused.statusCode, refused.json()]).toEqual([403, { success: false, message: mn('entrantOnly') }]);
    expect((await askCode('not-an-email', entrant)).json()).toEqual({ email: [mn('emailInvalid')] });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends the fee mail to another address once its code is typed, and the code works once', async () => {
    const edition = await makeEdition(year);
    const email = `${word()}@example.mn`;
    const sent = await askCode(email.toUpperCase(), entrant);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: mn('codeSent') });
    const code = await codeIn(email);
    expect(code).toMatch(/^\d{6}$/);
    // Asked again at once, the address waits (the SMS codes' rule).
    expect((await askCode(email, entrant)).statusCode).toBe(429);

    const first = await film();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await register(
      registrationFields(edition, first.movie, first.director, { email, email_code: wrong }),
      entrant,
    );
    expect([refused.statusCode, refused.json()]).toEqual([400, { email_code: [mn('emailCodeRequired')] }]);
    // Another entrant cannot spend a code mailed for this one.
    const other = await newEntrant();
    const stolen = await register(
      registrationFields(edition, first.movie, first.director, { email, email_code: code }),
      other,
    );
    expect(stolen.statusCode).toBe(400);
    expect(await rowsOf(edition.id)).toHaveLength(0);

    const res = await register(
      registrationFields(edition, first.movie, first.director, { email, email_code: code }),
      entrant,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    expect((await mailsTo(email)).at(-1)?.text).toContain('Бүртгэлийн дугаар');

    const second = await film();
    const reused = await register(
      registrationFields(edition, second.movie, second.director, { email, email_code: code }),
      entrant,
    );
    expect([reused.statusCode, reused.json()]).toEqual([400, { email_code: [mn('emailCodeRequired')] }]);
  });
});

describe('who may register, as the guidance tells the wizard', () => {
  it('answers can_register: false to a guest and a member, true to an entrant and an admin', async () => {
    const edition = await makeEdition(year);
    const query = { name: edition.slug, year };
    expect((await get('registration-guidance', query)).json().can_register).toBe(false);
    expect((await get('registration-guidance', query, member)).json().can_register).toBe(false);
    expect((await get('registration-guidance', query, entrant)).json().can_register).toBe(true);
    expect((await get('registration-guidance', query, admin)).json().can_register).toBe(true);
  });
});

describe("the entrant's wizard: a director and a film of their own, then the registration", () => {
  it('adds an unpublished festival artist and movie and registers them', async () => {
    const edition = await makeEdition(year);
    const { createdArtist, createdMovie } = await createWithForms(entrant);
    const [a] = await t.database.db.select().from(artists).where(eq(artists.slug, createdArtist));
    const [m] = await t.database.db.select().from(movies).where(eq(movies.slug, createdMovie));
    expect(a).toMatchObject({ publish: false, festival: true, createdBy: entrant.id });
    expect(m).toMatchObject({ publish: false, festival: true, createdBy: entrant.id });
    const res = await register(registrationFields(edition, m.id, a.id), entrant);
    expect(res.statusCode, res.body).toBe(200);
    // Unpublished, they stay hidden from other members.
    for (const [url, slug] of [
      ['/api/artist/api-artist-detail/', createdArtist],
      ['/api/movie/api-movie-detail/', createdMovie],
    ]) {
      expect((await t.call({ method: 'GET', url, query: { slug }, token: member.token })).statusCode).toBe(404);
    }
  });

  it("lets no one else credit the entrant's unpublished director in a movie", async () => {
    const { createdArtist } = await createWithForms(entrant);
    const [a] = await t.database.db.select().from(artists).where(eq(artists.slug, createdArtist));
    const res = await createMovie(member, a.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ artists: [mn('invalidValue')] });
  });
});

/** The artist and movie create calls, as the wizard's steps 3 and 4 send them (festival ticked). */
async function createWithForms(who: { token: string }) {
  const db = t.database.db;
  await ensureReference(db);
  const [mongolia] = await countryIds(db, ['MN']);
  const [directorJob] = await professionIds(db, ['director']);
  const w = word();
  const artistForm = await multipart(
    {
      pro_name: `Найруулагч ${w}`,
      pro_name_en: `Director ${w}`,
      last_name: 'Бат',
      first_name: 'Болд',
      countries: [mongolia],
      old_countries: [],
      born: 1990,
      died: '',
      bio: 'Залуу найруулагч.',
      bio_en: 'A young director.',
      professions: [directorJob],
      quotes: [],
      festival: true,
    },
    { 'artist-photo': { data: await jpeg() } },
  );
  const artistRes = await t.call({
    method: 'POST',
    url: '/api/artist/api-create-artist/',
    ...artistForm,
    token: who.token,
  });
  expect(artistRes.statusCode, artistRes.body).toBe(200);
  // The create calls answer the new ids: the wizard registers them (the entrant cannot find them unpublished).
  const [artist] = await db.select().from(artists).where(eq(artists.slug, artistRes.json().slug));
  expect(artistRes.json().id).toBe(artist.id);

  const movieRes = await createMovie(who, artist.id);
  expect(movieRes.statusCode, movieRes.body).toBe(200);
  const [movie] = await db.select().from(movies).where(eq(movies.slug, movieRes.json().slug));
  expect(movieRes.json().id).toBe(movie.id);
  return { createdArtist: artist.slug, createdMovie: movieRes.json().slug as string };
}

/** The movie create call with `director` in the crew, festival ticked. */
async function createMovie(who: { token: string }, director: number) {
  const w = word();
  const refs = await makeReferences(t.database.db);
  const movieForm = await multipart(
    {
      languages: [refs.language.id],
      m_title: `Анхны кино ${w}`,
      i_title: `First Film ${w}`,
      o_title: `Анхны кино ${w}`,
      category: '2',
      format: '1',
      genres: [refs.genre.id],
      subgenres: [],
      year: String(year),
      countries: [refs.mongolia.id],
      rating: '1',
      runtime: '15',
      trailer: '',
      tags: [refs.tag.id],
      theater: 'false',
      festival: 'true',
      plot: 'Богино кино.',
      en_plot: 'A short film.',
      artists: [{ id: director, jobs: [1] }],
      roles: [],
    },
    { 'movie-poster': { data: await jpeg(480, 720) }, 'movie-background': { data: await jpeg(1600, 900) } },
  );
  return t.call({ method: 'POST', url: '/api/movie/api-create-movie/', ...movieForm, token: who.token });
}

describe('GET /award/registration-own-films/: the films the entrant added before (issue 25 item 6)', () => {
  const ownFilms = (who?: { token: string }) =>
    t.call({ method: 'GET', url: '/api/award/registration-own-films/', token: who?.token });

  it('answers a guest 401 and a member without the flag 403 with the message', async () => {
    expect((await ownFilms()).statusCode).toBe(401);
    const res = await ownFilms(member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: mn('entrantOnly') });
  });

  it("offers the entrant's own unpublished films, newest first: none of another's, none published", async () => {
    const newcomer = await signedInMember(t);
    await setRole(t.database.db, newcomer.username, 'ustga', true);
    expect((await ownFilms(newcomer)).json()).toEqual({ films: [] });
    const { createdMovie: first } = await createWithForms(newcomer);
    const { createdMovie: second, createdArtist } = await createWithForms(newcomer);
    await createWithForms(entrant);
    await makeMovie(t.database.db, { createdBy: newcomer.id, publish: true });
    const res = await ownFilms(newcomer);
    expect(res.statusCode).toBe(200);
    const films = res.json<{ films: { slug: string; poster: string | null; year: number }[] }>().films;
    expect(films.map((f) => f.slug)).toEqual([second, first]);
    expect(films[0].poster).toMatch(/\.jpg$/);

    // Picked again after a failed try, the same film registers once; nothing new is added.
    const edition = await makeEdition(year);
    const [m] = await t.database.db.select().from(movies).where(eq(movies.slug, second));
    const [a] = await t.database.db.select().from(artists).where(eq(artists.slug, createdArtist));
    expect((await register(registrationFields(edition, m.id, a.id), newcomer)).statusCode).toBe(200);
    expect((await ownFilms(newcomer)).json().films).toHaveLength(2);
  });
});

describe('GET /award/annual-registrations/ and its CSV (admins)', () => {
  let edition: Edition;
  beforeAll(async () => {
    edition = await makeEdition(year);
  });

  it('answers a guest 401 and a member or an entrant 403', async () => {
    for (const url of ['annual-registrations', 'annual-registrations-csv']) {
      const query = { slug: edition.slug, year };
      expect((await get(url, query)).statusCode).toBe(401);
      expect((await get(url, query, member)).statusCode).toBe(403);
      expect((await get(url, query, entrant)).statusCode).toBe(403);
    }
  });

  it('lists the registrations, newest first, with film, director, member and contact', async () => {
    const first = await film('Эхний кино', 'Эхний найруулагч');
    const second = await film('Дараах кино', 'Дараах найруулагч');
    await register(registrationFields(edition, first.movie, first.director), entrant);
    t.clock.advance(60_000);
    await register(registrationFields(edition, second.movie, second.director, { phone_code: '1' }), entrant);
    const res = await get('annual-registrations', { slug: edition.slug, year }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().registrations;
    expect(list.map((r: { movie: { title: string } }) => r.movie.title)).toEqual(['Дараах кино', 'Эхний кино']);
    expect(list[0]).toMatchObject({
      movie: { id: second.movie, title: 'Дараах кино' },
      director_id: REGISTER_NUMBER,
      director: { id: second.director, name: 'Дараах найруулагч' },
      user: { slug: entrant.slug, username: entrant.username },
      email: entrant.email,
      phone_code: '1',
      phone_number: '99112233',
      movie_link: 'https://drive.example.com/film.mp4',
    });
    expect(Date.parse(list[0].created_at)).toBeGreaterThan(Date.parse(list[1].created_at));
  });

  it('answers 404 for an edition that was not held', async () => {
    const res = await get('annual-registrations', { slug: edition.slug, year: year - 7 }, admin);
    expect(res.statusCode).toBe(404);
  });

  it('answers a CSV file: UTF-8 with its byte order mark, a header, every cell quoted and defused', async () => {
    const csvEdition = await makeEdition(year);
    const tricky = await film('Салхи, "шуурга"\nхоёр', '=HYPERLINK("http://evil")');
    await register(registrationFields(csvEdition, tricky.movie, tricky.director), entrant);
    const res = await get('annual-registrations-csv', { slug: csvEdition.slug, year }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="registrations-${csvEdition.slug}-${year}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    const [header, ...rest] = text.slice(1).split('\r\n');
    expect(header).toBe('"film","director register number","director","username","email","phone","link","date"');
    expect(rest.join('\r\n')).toMatch(
      new RegExp(
        `^"Салхи, ""шуурга""\nхоёр","${REGISTER_NUMBER}","'=HYPERLINK\\(""http://evil""\\)","${entrant.username}",` +
          `"${entrant.email}",` +
          `"976 99112233","https://drive.example.com/film.mp4","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"\r\n$`,
      ),
    );
  });
});

describe('POST /award/entrant-flag/ (admins)', () => {
  const flag = (body: unknown, who?: { token: string }) =>
    t.call({ method: 'POST', url: '/api/award/entrant-flag/', payload: body as object, token: who?.token });
  const shortProfile = async (who: { token: string }) =>
    (await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: who.token })).json().user_profile;

  it('answers a guest 401 and a member 403', async () => {
    expect((await flag({ user: member.slug, ustga: true })).statusCode).toBe(401);
    expect((await flag({ user: member.slug, ustga: true }, member)).statusCode).toBe(403);
    expect((await flag({ user: member.slug, ustga: true }, entrant)).statusCode).toBe(403);
  });

  it("grants and takes back the flag: the member's next registration and short profile follow it", async () => {
    const newcomer = await signedInMember(t);
    const edition = await makeEdition(year);
    const { movie, director } = await film();
    expect((await shortProfile(newcomer)).ustga).toBe(false);
    expect((await register(registrationFields(edition, movie, director), newcomer)).statusCode).toBe(403);

    const res = await flag({ user: newcomer.slug, ustga: true }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('entrantFlagSaved') });
    expect((await shortProfile(newcomer)).ustga).toBe(true);
    const [row] = await t.database.db.select({ ustga: users.ustga }).from(users).where(eq(users.id, newcomer.id));
    expect(row.ustga).toBe(true);
    expect((await register(registrationFields(edition, movie, director), newcomer)).statusCode).toBe(200);

    expect((await flag({ user: newcomer.slug, ustga: false }, admin)).statusCode).toBe(200);
    expect((await shortProfile(newcomer)).ustga).toBe(false);
    const second = await film();
    expect((await register(registrationFields(edition, second.movie, second.director), newcomer)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown member and 400 for a bad body', async () => {
    const res = await flag({ user: 'no-such-member-here', ustga: true }, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: mn('userSlugUnknown') });
    expect((await flag({ user: member.slug, ustga: 'yes' }, admin)).statusCode).toBe(400);
    expect((await flag({ ustga: true }, admin)).statusCode).toBe(400);
  });
});
