import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeArtist } from '../../test/factories/movies';
import { jpeg, multipart, png } from '../../test/multipart';

// The about-us page (issue 16 items 3 and 4; part 1 sections 2, 5, 7 and 8): read, and the admin's edit.

let t: TestApp;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  // A database of its own: the page is one row, and the first test reads it before any edit.
  t = await buildTestApp({ ownDatabase: true });
  admin = await signedInMember(t, ['admin']);
  member = await signedInMember(t);
});
afterAll(() => t.close());

type Member = {
  memberCategory?: string | number;
  memberName?: string;
  memberTitle?: string;
  memberDescription?: string;
  memberArtistSlug?: string;
  memberUserSlug?: string;
  memberImageURL?: string;
  /** A new image file for this member (its memberImageURL is then blank). */
  image?: Buffer;
};

const read = (token?: string) => t.call({ method: 'GET', url: '/api/institute/detail-aboutus/', token });

async function edit(token: string | undefined, page: { main_title?: string; content?: string; members?: Member[] }) {
  const fields: [string, string][] = [];
  if (page.main_title !== undefined) fields.push(['main_title', page.main_title]);
  if (page.content !== undefined) fields.push(['content', page.content]);
  const files: { data: Buffer; filename: string }[] = [];
  for (const m of page.members ?? []) {
    fields.push(
      ['memberCategory', String(m.memberCategory ?? 1)],
      ['memberName', m.memberName ?? 'Нэр'],
      ['memberTitle', m.memberTitle ?? 'Үүрэг'],
      ['memberDescription', m.memberDescription ?? ''],
      ['memberArtistSlug', m.memberArtistSlug ?? ''],
      ['memberUserSlug', m.memberUserSlug ?? ''],
      ['memberImageURL', m.memberImageURL ?? ''],
    );
    if (m.image) files.push({ data: m.image, filename: 'member.jpg' });
  }
  const { payload, headers } = await multipart(fields, { memberImage: files });
  return t.call({ method: 'POST', url: '/api/institute/edit-aboutus/', payload, headers, token });
}

const mediaFile = (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, ''));

describe('GET /institute/detail-aboutus/', () => {
  it('is 404 before the page is first written', async () => {
    expect((await read()).statusCode).toBe(404);
  });
});

describe('POST /institute/edit-aboutus/', () => {
  it('is refused without a token (401) and for a member (403), and nothing is written', async () => {
    const page = { main_title: 'Гарчиг', content: '<p>Текст</p>' };
    expect((await edit(undefined, page)).statusCode).toBe(401);
    expect((await edit(member.token, page)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(404);
  });

  it('saves the page for an admin: members in order with their categories, 240x240 images and links', async () => {
    const artist = await makeArtist(t.database.db);
    const res = await edit(admin.token, {
      main_title: '  Монголын кино институт ',
      content: '<h2>Бидний тухай</h2><p>Кино <strong>урлаг</strong></p>',
      members: [
        { memberCategory: 3, memberName: 'Зөвлөх', memberTitle: 'Зөвлөх', image: await jpeg(600, 400) },
        {
          memberCategory: 1,
          memberName: 'Захирал',
          memberTitle: 'Гүйцэтгэх захирал',
          memberDescription: 'Тайлбар',
          memberArtistSlug: artist.slug,
          memberUserSlug: member.slug,
          image: await jpeg(300, 300, '#222222'),
        },
        { memberCategory: 2, memberName: 'Элчин', memberTitle: 'Элчин сайд', image: await jpeg() },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('aboutSaved') });

    const page = (await read()).json();
    expect(page.aboutTitle).toBe('Монголын кино институт');
    expect(page.aboutContent).toBe('<h2>Бидний тухай</h2><p>Кино <strong>урлаг</strong></p>');
    expect(page.members.map((m: { memberName: string }) => m.memberName)).toEqual(['Зөвлөх', 'Захирал', 'Элчин']);
    expect(page.members[1]).toMatchObject({
      memberCategory: 1,
      memberTitle: 'Гүйцэтгэх захирал',
      memberDescription: 'Тайлбар',
      memberArtistSlug: artist.slug,
      memberUserSlug: member.slug,
    });
    expect(page.members[0]).toMatchObject({ memberCategory: 3, memberArtistSlug: null, memberUserSlug: null });
    for (const m of page.members) {
      expect(m.memberImageURL).toMatch(/^\/media\/about\/[0-9a-f]+\.jpg$/);
      const meta = await sharp(fs.readFileSync(mediaFile(m.memberImageURL))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 240]);
    }
  });

  it('keeps the images a member names by URL, keeps the dropped ones for the history (decision 024), and reorders', async () => {
    const before = (await read()).json();
    const [advisor, director, ambassador] = before.members;
    const res = await edit(admin.token, {
      main_title: 'Шинэ гарчиг',
      content: '',
      members: [
        { ...director, memberImageURL: director.memberImageURL },
        { memberCategory: 2, memberName: 'Шинэ элчин', memberTitle: 'Элчин', image: await jpeg(250, 250) },
        { ...advisor, memberImageURL: advisor.memberImageURL },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await read()).json();
    expect(after.aboutContent).toBe('');
    expect(after.members.map((m: { memberName: string }) => m.memberName)).toEqual(['Захирал', 'Шинэ элчин', 'Зөвлөх']);
    expect(after.members[0].memberImageURL).toBe(director.memberImageURL);
    expect(after.members[2].memberImageURL).toBe(advisor.memberImageURL);
    expect(fs.existsSync(mediaFile(director.memberImageURL))).toBe(true);
    expect(fs.existsSync(mediaFile(ambassador.memberImageURL))).toBe(true);
  });

  it('shows an unpublished artist link only to those who may see the artist', async () => {
    const hidden = await makeArtist(t.database.db, { publish: false });
    const current = (await read()).json();
    const res = await edit(admin.token, {
      main_title: current.aboutTitle,
      members: [{ ...current.members[0], memberArtistSlug: hidden.slug }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).json().members[0].memberArtistSlug).toBeNull();
    expect((await read(admin.token)).json().members[0].memberArtistSlug).toBe(hidden.slug);
  });

  it('tells the reader whether they may edit the page (about.policy.ts): admins only', async () => {
    const contributor = await signedInMember(t, ['contributer', 'main_contributer', 'publisher']);
    expect((await read()).json().can_edit).toBe(false);
    expect((await read(member.token)).json().can_edit).toBe(false);
    expect((await read(contributor.token)).json().can_edit).toBe(false);
    expect((await read(admin.token)).json().can_edit).toBe(true);
    // Its history in the admin console (admin.policy `read`): admins only as well.
    expect((await read(contributor.token)).json().can_see_history).toBe(false);
    expect((await read(admin.token)).json().can_see_history).toBe(true);
  });

  it('removes scripts, handlers and foreign images from the content', async () => {
    const current = (await read()).json();
    const res = await edit(admin.token, {
      main_title: current.aboutTitle,
      content:
        '<p onclick="alert(1)">Сайн<script>alert(2)</script></p><img src="https://evil.example/x.jpg">' +
        '<a href="javascript:alert(3)">холбоос</a><iframe src="https://evil.example/"></iframe>',
      members: current.members,
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = (await read()).json().aboutContent;
    expect(content).toBe('<p>Сайн</p><a rel="nofollow noopener noreferrer">холбоос</a>');
  });

  describe('a refused edit changes nothing', () => {
    let before: string;
    beforeAll(async () => {
      before = (await read()).body;
    });
    const unchanged = async () => expect((await read()).body).toBe(before);

    it('an empty title is «Бичих шаардлагатай!»', async () => {
      for (const main_title of [undefined, '', '   ']) {
        const res = await edit(admin.token, { main_title, content: '<p>x</p>' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ main_title: [mn('required')] });
      }
      await unchanged();
    });

    it('a PNG named .jpg is the JPEG message', async () => {
      const res = await edit(admin.token, {
        main_title: 'Гарчиг',
        members: [
          { memberName: 'Нэг', image: await jpeg() },
          { memberName: 'Хоёр', image: await png() },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ memberImage: [mn('jpegOnly')] });
      await unchanged();
    });

    it('a member without an image, name, role or a valid category is refused', async () => {
      const cases: [Member, string, string][] = [
        [{}, 'members.0.memberImage', mn('imageRequired')],
        [{ memberName: ' ', image: await jpeg() }, 'members.0.memberName', mn('required')],
        [{ memberTitle: '', image: await jpeg() }, 'members.0.memberTitle', mn('required')],
        [{ memberCategory: 4, image: await jpeg() }, 'members.0.memberCategory', mn('invalidValue')],
        [{ memberImageURL: '/media/elsewhere/x.jpg' }, 'members.0.memberImageURL', mn('invalidValue')],
      ];
      for (const [m, field, text] of cases) {
        const res = await edit(admin.token, { main_title: 'Гарчиг', members: [m] });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()[field], field).toEqual([text]);
      }
      await unchanged();
    });

    it('an artist or user slug that names no one is refused', async () => {
      const res = await edit(admin.token, {
        main_title: 'Гарчиг',
        members: [{ memberArtistSlug: 'no-such-artist', memberUserSlug: 'no-such-user', image: await jpeg() }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        'members.0.memberArtistSlug': [mn('artistSlugUnknown')],
        'members.0.memberUserSlug': [mn('userSlugUnknown')],
      });
      await unchanged();
    });

    it('member fields sent a different number of times are refused', async () => {
      const { payload, headers } = await multipart([
        ['main_title', 'Гарчиг'],
        ['memberName', 'Нэг'],
        ['memberName', 'Хоёр'],
        ['memberTitle', 'Үүрэг'],
        ['memberCategory', '1'],
      ]);
      const res = await t.call({
        method: 'POST',
        url: '/api/institute/edit-aboutus/',
        payload,
        headers,
        token: admin.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ members: [mn('invalidValue')] });
      await unchanged();
    });
  });
});
