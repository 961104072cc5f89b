import fs from 'node:fs';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { jpeg, png } from '../../test/multipart';
import { festivalKit, thisYear, uid } from './festival.test-kit';

// Annual editions (issue 17 item 2; part 1's festival validation rules): create and update by an admin, the
// detail with its texts and dates.

let t: TestApp;
let kit: ReturnType<typeof festivalKit>;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  kit = festivalKit(t);
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t);
});
afterAll(() => t.close());

const texts = {
  agenda: '<h2>Хөтөлбөр</h2><p>Нээлт<script>alert(1)</script></p>',
  agenda_en: '<p onclick="alert(2)">Opening</p>',
  description: '<p>Тайлбар</p>',
  description_en: '<p>About</p>',
  guidance: '<ul><li>Дүрэм</li></ul>',
  guidance_en: '<ul><li>Rules</li></ul>',
};

describe('POST /award/create-annual-festival/', () => {
  it('is 401 without a token and 403 for a member', async () => {
    const festival = await kit.festival(admin.token);
    const fields = { festival: festival.id, year: 2020 };
    expect((await kit.createAnnual(undefined, fields)).statusCode).toBe(401);
    expect((await kit.createAnnual(member.token, fields)).statusCode).toBe(403);
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2020 })).statusCode).toBe(404);
  });

  it('adds an edition with sanitized texts, dates and a 420x560 poster; the festival lists it', async () => {
    const festival = await kit.festival(admin.token);
    const year = thisYear() + 1;
    const res = await kit.createAnnual(admin.token, {
      festival: festival.id,
      year,
      ...texts,
      payment_deadline: `${year}-05-25T23:59`,
      results_date: `${year}-06-01`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('annualCreated'), slug: festival.slug, year });

    const detail = await kit.get('annual-detail', { slug: festival.slug, year });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      festival: {
        slug: festival.slug,
        mongol_name: festival.mongol_name,
        international_name: festival.international_name,
      },
      award: festival.mongol_name,
      award_en: festival.international_name,
      year,
      agenda: '<h2>Хөтөлбөр</h2><p>Нээлт</p>',
      agenda_en: '<p>Opening</p>',
      description: '<p>Тайлбар</p>',
      description_en: '<p>About</p>',
      guidance: '<ul><li>Дүрэм</li></ul>',
      guidance_en: '<ul><li>Rules</li></ul>',
      payment_deadline: `${year}-05-25T23:59`,
      results_date: `${year}-06-01`,
      winners: [],
      nominees: [],
    });
    const image = detail.json().image;
    expect(image).toMatch(/^\/media\/festivals\/posters\/[0-9a-f]+\.jpg$/);
    const meta = await sharp(fs.readFileSync(kit.mediaFile(image))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 420, 560]);

    await kit.edition(admin.token, festival, 2001);
    const editions = (await kit.get('festival-detail', { slug: festival.slug })).json().editions;
    expect(editions.map((e: { year: number }) => e.year)).toEqual([year, 2001]);
    expect(editions[0].poster).toBe(image);
  });

  it('answers the dates blank when none were given; a date alone is the end of that day', async () => {
    const festival = await kit.festival(admin.token);
    await kit.edition(admin.token, festival, 2010);
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2010 })).json()).toMatchObject({
      agenda: '',
      payment_deadline: null,
      results_date: null,
    });
    await kit.edition(admin.token, festival, 2011, { payment_deadline: '2011-03-31' });
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2011 })).json().payment_deadline).toBe(
      '2011-03-31T23:59',
    );
    for (const [field, value] of [
      ['results_date', '31/03/2012'],
      ['results_date', '2012-02-30'],
      ['results_date', '2012-13-01'],
      ['payment_deadline', '2012-02-30T10:00'],
      ['payment_deadline', '2012-03-01T25:00'],
      ['payment_deadline', '2012-03-01T24:00'],
      ['payment_deadline', '0000-01-01'],
      ['results_date', '0000-01-01'],
      ['results_date', '2101-01-01'],
    ]) {
      const bad = await kit.createAnnual(admin.token, { festival: festival.id, year: 2012, [field]: value });
      expect(bad.statusCode, value).toBe(400);
      expect(bad.json(), value).toEqual({ [field]: [mn('invalidValue')] });
    }
  });

  it('takes a year from 1900 to next year, one edition a festival a year', async () => {
    const festival = await kit.festival(admin.token);
    for (const year of [1899, thisYear() + 2, 'abc']) {
      const res = await kit.createAnnual(admin.token, { festival: festival.id, year });
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.json(), String(year)).toEqual({ year: [mn('yearInvalid')] });
    }
    expect((await kit.createAnnual(admin.token, { festival: festival.id })).json()).toEqual({ year: [mn('required')] });
    await kit.edition(admin.token, festival, 1900);
    const taken = await kit.createAnnual(admin.token, { festival: festival.id, year: 1900 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ year: [mn('annualTaken')] });
    // Another festival may hold the same year.
    await kit.edition(admin.token, await kit.festival(admin.token), 1900);
  });

  it('gives a year to one of two admins creating it at once; the other is told it is taken', async () => {
    const festival = await kit.festival(admin.token);
    const answers = await Promise.all(
      [1, 2].map(() => kit.createAnnual(admin.token, { festival: festival.id, year: 1995 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json()).toEqual({ year: [mn('annualTaken')] });
    expect((await kit.get('festival-detail', { slug: festival.slug })).json().editions).toHaveLength(1);
  });

  it('needs a festival that exists and a JPEG poster', async () => {
    const festival = await kit.festival(admin.token);
    for (const value of [undefined, '', '0']) {
      const res = await kit.createAnnual(admin.token, { festival: value, year: 2000 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ festival: [mn('choiceRequired')] });
    }
    const unknown = await kit.createAnnual(admin.token, { festival: 999_999_999, year: 2000 });
    expect(unknown.json()).toEqual({ festival: [mn('festivalUnknown')] });
    const beyond = await kit.createAnnual(admin.token, { festival: 99_999_999_999, year: 2000 });
    expect(beyond.json()).toEqual({ festival: [mn('invalidValue')] });
    const noPoster = await kit.createAnnual(admin.token, { festival: festival.id, year: 2000 }, null);
    expect(noPoster.json()).toEqual({ 'annual-poster': [mn('imageRequired')] });
    const pngNamedJpg = await kit.createAnnual(
      admin.token,
      { festival: festival.id, year: 2000 },
      { data: await png(), filename: 'poster.jpg' },
    );
    expect(pngNamedJpg.statusCode).toBe(400);
    expect(pngNamedJpg.json()).toEqual({ 'annual-poster': [mn('jpegOnly')] });
    expect((await kit.get('festival-detail', { slug: festival.slug })).json().editions).toEqual([]);
  });
});

describe('POST /award/update-annual-festival/', () => {
  it('is 401 without a token and 403 for a member', async () => {
    const festival = await kit.festival(admin.token);
    await kit.edition(admin.token, festival, 2015);
    const fields = { slug: festival.slug, original_year: 2015, year: 2015, agenda: '<p>x</p>' };
    expect((await kit.updateAnnual(undefined, fields)).statusCode).toBe(401);
    expect((await kit.updateAnnual(member.token, fields)).statusCode).toBe(403);
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2015 })).json().agenda).toBe('');
  });

  it('rewrites the texts, keeps the poster unless one is sent, and moves the year', async () => {
    const festival = await kit.festival(admin.token);
    await kit.edition(admin.token, festival, 2016, texts);
    const before = (await kit.get('annual-detail', { slug: festival.slug, year: 2016 })).json();

    const res = await kit.updateAnnual(admin.token, {
      slug: festival.slug,
      original_year: 2016,
      year: 2017,
      ...texts,
      agenda: '<p>Шинэ<script>x()</script></p>',
      payment_deadline: '2017-04-01T18:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('annualUpdated'), slug: festival.slug, year: 2017 });
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2016 })).statusCode).toBe(404);
    const moved = (await kit.get('annual-detail', { slug: festival.slug, year: 2017 })).json();
    expect([moved.agenda, moved.image, moved.payment_deadline]).toEqual([
      '<p>Шинэ</p>',
      before.image,
      '2017-04-01T18:00',
    ]);

    const reposted = await kit.updateAnnual(
      admin.token,
      { slug: festival.slug, original_year: 2017, year: 2017 },
      { data: await jpeg(420, 560) },
    );
    expect(reposted.statusCode, reposted.body).toBe(200);
    const after = (await kit.get('annual-detail', { slug: festival.slug, year: 2017 })).json();
    expect(after.image).not.toBe(before.image);
    // The replaced poster stays in storage: the edition's history refers to it (decision 024).
    expect(fs.existsSync(kit.mediaFile(before.image))).toBe(true);
  });

  it('takes a year up to this one only, never one the festival holds; unknown editions are 404', async () => {
    const festival = await kit.festival(admin.token);
    await kit.edition(admin.token, festival, 2018);
    await kit.edition(admin.token, festival, thisYear() + 1);
    const edit = (fields: Record<string, string | number>) =>
      kit.updateAnnual(admin.token, { slug: festival.slug, original_year: 2018, ...fields });

    for (const year of [1899, thisYear() + 1]) {
      const res = await edit({ year });
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.json()).toEqual({ year: [mn('yearInvalid')] });
    }
    await kit.edition(admin.token, festival, 2019);
    const taken = await edit({ year: 2019 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ year: [mn('annualTaken')] });
    const pngNamedJpg = await kit.updateAnnual(
      admin.token,
      { slug: festival.slug, original_year: 2018, year: 2018 },
      { data: await png(), filename: 'poster.jpg' },
    );
    expect(pngNamedJpg.json()).toEqual({ 'annual-poster': [mn('jpegOnly')] });

    // Next year's edition keeps its year when edited, and may come back to this year; no other edition may
    // move to next year.
    const keepsNextYear = await edit({ original_year: thisYear() + 1, year: thisYear() + 1, agenda: '<p>Шинэ</p>' });
    expect(keepsNextYear.statusCode, keepsNextYear.body).toBe(200);
    expect((await kit.get('annual-detail', { slug: festival.slug, year: thisYear() + 1 })).json().agenda).toBe(
      '<p>Шинэ</p>',
    );

    const unknownYear = await edit({ original_year: 2005, year: 2005 });
    expect(unknownYear.statusCode).toBe(404);
    expect(unknownYear.json()).toEqual({ detail: mn('annualUnknown') });
    const unknownFestival = await kit.updateAnnual(admin.token, {
      slug: `no-${uid()}`,
      original_year: 2018,
      year: 2018,
    });
    expect(unknownFestival.statusCode).toBe(404);
    expect(unknownFestival.json()).toEqual({ detail: mn('festivalUnknown') });
  });
});

describe('GET /award/annual-detail/', () => {
  it('is 404 for an unknown festival or year and 400 for a bad year', async () => {
    const festival = await kit.festival(admin.token);
    expect((await kit.get('annual-detail', { slug: `no-${uid()}`, year: 2000 })).statusCode).toBe(404);
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 2000 })).json()).toEqual({
      detail: mn('annualUnknown'),
    });
    expect((await kit.get('annual-detail', { slug: festival.slug, year: 1899 })).statusCode).toBe(400);
  });
});
