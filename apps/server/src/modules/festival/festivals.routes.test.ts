import fs from 'node:fs';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { jpeg, png } from '../../test/multipart';
import { festivalKit, uid } from './festival.test-kit';

// Festivals (issue 17 item 1): the list, picker and detail every reader sees, the admin's create and update.

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

describe('POST /award/create-festival/', () => {
  it('is 401 without a token and 403 for a member (a contributor too), before the form is read', async () => {
    const contributor = await signedInMember(t, ['contributer']);
    const fields = { mongol_name: 'Наадам', international_name: `Refused ${uid()}` };
    expect((await kit.createFestival(undefined, fields)).statusCode).toBe(401);
    expect((await kit.createFestival(member.token, fields)).statusCode).toBe(403);
    expect((await kit.createFestival(contributor.token, fields)).statusCode).toBe(403);
    expect((await kit.get('festival-list', { name: fields.international_name })).json().festival_list).toEqual([]);
  });

  it('adds the festival with a 1280x720 background; the slug follows the international name, unique', async () => {
    const u = uid();
    const res = await kit.createFestival(
      admin.token,
      { mongol_name: `  Монголын Кино Наадам ${u} `, international_name: `Mongolian Film Festival ${u}` },
      { data: await jpeg(2000, 1500) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      slug: `mongolian-film-festival-${u}`,
      message: mn('festivalCreated'),
    });
    const again = await kit.createFestival(admin.token, {
      mongol_name: 'Өөр наадам',
      international_name: `Mongolian Film Festival ${u}`,
    });
    expect(again.json().slug).toBe(`mongolian-film-festival-${u}-2`);

    const detail = (await kit.get('festival-detail', { slug: `mongolian-film-festival-${u}` })).json();
    expect(detail).toMatchObject({
      slug: `mongolian-film-festival-${u}`,
      mongol_name: `Монголын Кино Наадам ${u}`,
      international_name: `Mongolian Film Festival ${u}`,
      editions: [],
    });
    expect(detail.background).toMatch(/^\/media\/festivals\/[0-9a-f]+\.jpg$/);
    const meta = await sharp(fs.readFileSync(kit.mediaFile(detail.background))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it('gives festivals named alike at once each their own slug', async () => {
    const u = uid();
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        kit.createFestival(admin.token, { mongol_name: `Наадам ${i}`, international_name: `Same Name ${u}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().slug).sort()).toEqual([
      `same-name-${u}`,
      `same-name-${u}-2`,
      `same-name-${u}-3`,
    ]);
  });

  it('requires both names and the background, JPEG only', async () => {
    const missing = await kit.createFestival(admin.token, { mongol_name: ' ', international_name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ mongol_name: [mn('required')], international_name: [mn('required')] });

    const names = { mongol_name: 'Наадам', international_name: `No image ${uid()}` };
    const noImage = await kit.createFestival(admin.token, names, null);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ 'festival-background': [mn('imageRequired')] });

    const pngNamedJpg = await kit.createFestival(admin.token, names, { data: await png(), filename: 'scene.jpg' });
    expect(pngNamedJpg.statusCode).toBe(400);
    expect(pngNamedJpg.json()).toEqual({ 'festival-background': [mn('jpegOnly')] });
    expect((await kit.get('festival-list', { name: names.international_name })).json().festival_list).toEqual([]);
  });
});

describe('GET /award/festival-list/ and /award/search-festival-list/', () => {
  it('filters on both names in any case, in Cyrillic or Latin letters', async () => {
    const u = uid();
    const steppe = await kit.festival(admin.token, {
      mongol_name: `Талын Салхи ${u}`,
      international_name: `Steppe Wind ${u}`,
    });
    const other = await kit.festival(admin.token, { mongol_name: `Хотын гэрэл ${u}`, international_name: `City ${u}` });
    const names = async (name: string) =>
      (await kit.get('festival-list', { name })).json().festival_list.map((f: { slug: string }) => f.slug);

    for (const query of [`талын салхи ${u}`, `ТАЛЫН`, `talyn salkhi ${u}`, `STEPPE WIND ${u}`, `wind ${u}`])
      expect(await names(query), query).toContain(steppe.slug);
    expect(await names(`steppe wind ${u}`)).toEqual([steppe.slug]);
    expect(await names(`хотын ${u}`)).toEqual([other.slug]);
    expect(await names(`no such festival ${u}`)).toEqual([]);

    const item = (await kit.get('festival-list', { name: steppe.international_name })).json().festival_list[0];
    expect(item).toEqual({
      id: steppe.id,
      slug: steppe.slug,
      mongol_name: steppe.mongol_name,
      international_name: steppe.international_name,
      background: expect.stringMatching(/^\/media\/festivals\//),
    });
    const all = (await kit.get('festival-list', {})).json().festival_list;
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('answers at most 20 festivals to the picker, with ids', async () => {
    const u = uid();
    await t.database.db.insert(festivals).values(
      Array.from({ length: 22 }, (_, i) => ({
        slug: `picker-${u}-${i}`,
        mongolName: `Сонголт ${u} ${i}`,
        internationalName: `Picker ${u} ${i}`,
        background: 'festivals/none.jpg',
      })),
    );
    const res = await kit.get('search-festival-list', { festival: `picker ${u}` });
    expect(res.statusCode).toBe(200);
    const list = res.json().festival_list;
    expect(list).toHaveLength(20);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'international_name', 'mongol_name', 'slug']);
    expect((await kit.get('festival-list', { name: `picker ${u}` })).json().festival_list).toHaveLength(22);
  });
});

describe('GET /award/festival-detail/', () => {
  it('is 404 for an unknown slug and 400 without one', async () => {
    const res = await kit.get('festival-detail', { slug: `no-such-${uid()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: mn('festivalUnknown') });
    expect((await kit.get('festival-detail', {})).statusCode).toBe(400);
  });
});

describe('the festival pages’ admin controls (festival.policy.ts `can_manage`)', () => {
  it('are the caller’s: false for a guest, a member and a contributor, true for an admin; the cache keeps none', async () => {
    const festival = await kit.festival(admin.token);
    const contributor = await signedInMember(t, ['contributer', 'main_contributer', 'publisher']);
    const { year } = await kit.edition(admin.token, festival, 2015);
    const calls: [string, Record<string, string | number>][] = [
      ['festival-list', { name: festival.international_name }],
      ['festival-detail', { slug: festival.slug }],
      ['annual-detail', { slug: festival.slug, year }],
    ];
    for (const [url, query] of calls) {
      const verdict = async (token?: string) => (await kit.get(url, query, token)).json().can_manage;
      expect([url, await verdict()]).toEqual([url, false]);
      expect([url, await verdict(admin.token)]).toEqual([url, true]);
      expect([url, await verdict(member.token)]).toEqual([url, false]);
      expect([url, await verdict(contributor.token)]).toEqual([url, false]);
      expect([url, await verdict()]).toEqual([url, false]);
    }
  });
});

describe('POST /award/update-festival/', () => {
  it('is 401 without a token and 403 for a member', async () => {
    const festival = await kit.festival(admin.token);
    const fields = { slug: festival.slug, mongol_name: 'Шинэ', international_name: 'New' };
    expect((await kit.updateFestival(undefined, fields)).statusCode).toBe(401);
    expect((await kit.updateFestival(member.token, fields)).statusCode).toBe(403);
    expect((await kit.get('festival-detail', { slug: festival.slug })).json().mongol_name).toBe(festival.mongol_name);
  });

  it('renames without a new image; a new international name moves the slug; a new background replaces the old', async () => {
    const festival = await kit.festival(admin.token);
    const before = (await kit.get('festival-detail', { slug: festival.slug })).json();

    const sameName = await kit.updateFestival(admin.token, {
      slug: festival.slug,
      mongol_name: 'Засварласан нэр',
      international_name: festival.international_name,
    });
    expect(sameName.statusCode, sameName.body).toBe(200);
    expect(sameName.json()).toEqual({ success: true, slug: festival.slug, message: mn('festivalUpdated') });
    const kept = (await kit.get('festival-detail', { slug: festival.slug })).json();
    expect([kept.mongol_name, kept.background]).toEqual(['Засварласан нэр', before.background]);

    const u = uid();
    const renamed = await kit.updateFestival(
      admin.token,
      { slug: festival.slug, mongol_name: 'Шинэ нэр', international_name: `Renamed Festival ${u}` },
      { data: await jpeg(1280, 720, '#222222') },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().slug).toBe(`renamed-festival-${u}`);
    expect((await kit.get('festival-detail', { slug: festival.slug })).statusCode).toBe(404);
    const after = (await kit.get('festival-detail', { slug: `renamed-festival-${u}` })).json();
    expect(after.international_name).toBe(`Renamed Festival ${u}`);
    expect(after.background).not.toBe(before.background);
    expect(fs.existsSync(kit.mediaFile(after.background))).toBe(true);
    expect(fs.existsSync(kit.mediaFile(before.background))).toBe(false);
  });

  it('refuses missing names, a PNG named .jpg and an unknown slug', async () => {
    const festival = await kit.festival(admin.token);
    const missing = await kit.updateFestival(admin.token, {
      slug: festival.slug,
      mongol_name: '',
      international_name: '',
    });
    expect(missing.json()).toEqual({ mongol_name: [mn('required')], international_name: [mn('required')] });
    const pngNamedJpg = await kit.updateFestival(
      admin.token,
      { slug: festival.slug, mongol_name: 'Нэр', international_name: festival.international_name },
      { data: await png(), filename: 'scene.jpg' },
    );
    expect(pngNamedJpg.statusCode).toBe(400);
    expect(pngNamedJpg.json()).toEqual({ 'festival-background': [mn('jpegOnly')] });
    const unknown = await kit.updateFestival(admin.token, {
      slug: `no-such-${uid()}`,
      mongol_name: 'Нэр',
      international_name: 'Name',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await kit.get('festival-detail', { slug: festival.slug })).json().mongol_name).toBe(festival.mongol_name);
  });
});
