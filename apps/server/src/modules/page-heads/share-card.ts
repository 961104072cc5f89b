import sharp, { type OverlayOptions } from 'sharp';
import { titleIn } from '@mfi/contract/names';
import type { AppContext } from '../../context';
import { getMovieDetail } from '../movies/movie-detail.service';
import { getSerialDetail } from '../serials/serial-detail.service';

// A title's share card (issue 26): the 1200×630 picture chats and social sites show for a shared link, with the
// poster, the title, the year and both grades. Made with sharp from the guest's view of the title (an unpublished
// one has none), kept in the catalogue cache under the title's tag, so the title's after-write drops it.

export type ShareCardKind = 'movie' | 'serial';

const WIDTH = 1200;
const HEIGHT = 630;
const POSTER_WIDTH = 420;

export const shareCardPath = (kind: ShareCardKind, slug: string) => `/share/${kind}/${encodeURIComponent(slug)}.jpg`;

type CardText = { title: string; subtitle: string; year: string; grades: { label: string; value: number | null }[] };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words in lines of at most `width` characters, at most `lines` of them (the last one cut with an ellipsis). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1].slice(0, width - 1)}…`;
  return kept;
}

function textLayer(card: CardText, left: number): Buffer {
  const x = left + 56;
  const titleLines = wrap(card.title, 24, 3);
  const title = titleLines
    .map((line, i) => `<text x="${x}" y="${150 + i * 74}" class="title">${escapeXml(line)}</text>`)
    .join('');
  const below = 150 + titleLines.length * 74;
  const grades = card.grades
    .map(
      (g, i) =>
        `<text x="${x + i * 300}" y="${HEIGHT - 150}" class="grade">${g.value === null ? '—' : `${g.value}%`}</text>` +
        `<text x="${x + i * 300}" y="${HEIGHT - 105}" class="label">${escapeXml(g.label)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #f5f5f5; }
    .title { font-size: 60px; font-weight: bold; }
    .sub { font-size: 30px; fill: #bdbdbd; }
    .grade { font-size: 64px; font-weight: bold; fill: #ffc107; }
    .label { font-size: 26px; fill: #bdbdbd; }
    .brand { font-size: 34px; font-weight: bold; fill: #ffc107; }
  </style>
  ${title}
  <text x="${x}" y="${below + 10}" class="sub">${escapeXml([card.subtitle, card.year].filter(Boolean).join(' · '))}</text>
  ${grades}
  <text x="${WIDTH - 56}" y="${HEIGHT - 40}" class="brand" text-anchor="end">MFI</text>
</svg>`);
}

async function posterLayer(ctx: AppContext, posterUrl: string | null): Promise<Buffer | null> {
  const key = posterUrl ? ctx.storage.keyOf(posterUrl) : null;
  const bytes = key ? await ctx.storage.read(key) : null;
  if (!bytes) return null;
  return sharp(bytes).resize(POSTER_WIDTH, HEIGHT, { fit: 'cover' }).toBuffer();
}

async function render(ctx: AppContext, text: CardText, posterUrl: string | null): Promise<Buffer> {
  const poster = await posterLayer(ctx, posterUrl);
  const left = poster ? POSTER_WIDTH : 0;
  const layers: OverlayOptions[] = [{ input: textLayer(text, left), top: 0, left: 0 }];
  if (poster) layers.unshift({ input: poster, top: 0, left: 0 });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#141414' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const gradeLabels = { critics: 'Шүүмжлэгч · Critics', audience: 'Үзэгч · Audience' };

/** The card of a published title, as JPEG bytes; the detail's 404 for a missing or unpublished one. */
export async function shareCard(ctx: AppContext, kind: ShareCardKind, slug: string): Promise<Buffer> {
  const card = await ctx.cache.wrap(
    `share-card:${kind}:${slug}`,
    async () => {
      if (kind === 'movie') {
        const { movie_detail: m } = await getMovieDetail(ctx, null, slug);
        const text = cardText(m, String(m.year));
        return { tag: `movie#${m.id}`, jpeg: await render(ctx, text, m.poster) };
      }
      const { serial_detail: s } = await getSerialDetail(ctx, null, slug);
      const text = cardText(s, `${s.re_year}–${s.fi_year ?? (s.to_date ? '' : s.re_year)}`);
      return { tag: `serial#${s.id}`, jpeg: await render(ctx, text, s.poster) };
    },
    (c) => c.tag,
  );
  return card.jpeg;
}

type Titled = { m_title: string; i_title: string; grade: number | null; a_grade: number | null };

/** The Mongolian title first (the site's language), the international one under it when it differs. */
function cardText(t: Titled, year: string): CardText {
  const title = titleIn(t, false);
  return {
    title,
    subtitle: t.i_title !== title ? t.i_title : '',
    year,
    grades: [
      { label: gradeLabels.critics, value: t.grade },
      { label: gradeLabels.audience, value: t.a_grade },
    ],
  };
}
