import sharp, { type OverlayOptions } from 'sharp';
import type { YearReviewQuery } from '@mfi/contract/year-review.schemas';
import { memberTags } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { YearFigures, YearMember } from './year-review.queries';
import { yearOf } from './year-review.service';

// The year in review's share image (issue 29 part 4, decision 038): 1200×630, what chats and social sites show
// for a shared link to the page (modules/page-heads). An SVG of the member's name, the year, the counts and the
// month by month bars, over which sharp lays the top graded titles' posters, rendered to JPEG as the titles'
// share cards are (page-heads/share-card.ts). Text in DejaVu Sans, which Debian ships and which holds Cyrillic.
// Both languages on one image: a crawler has no language.

const WIDTH = 1200;
const HEIGHT = 630;
const POSTER = { width: 150, height: 225, gap: 14, top: 64 };
const POSTERS = 3;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The month bars: 12 columns scaled to the busiest month, their initials under them. */
function bars(months: number[], x: number, y: number, width: number, height: number) {
  const most = Math.max(1, ...months);
  const step = width / 12;
  return months
    .map((n, i) => {
      const h = Math.round((n / most) * height);
      const left = Math.round(x + i * step + step * 0.15);
      return (
        `<rect x="${left}" y="${y + height - h}" width="${Math.round(step * 0.7)}" height="${Math.max(h, 2)}" rx="3" class="bar"/>` +
        `<text x="${Math.round(left + step * 0.35)}" y="${y + height + 26}" class="month" text-anchor="middle">${i + 1}</text>`
      );
    })
    .join('');
}

function textLayer(member: YearMember, year: number, f: YearFigures) {
  const x = 56;
  const chartWidth = WIDTH - 2 * x;
  const counts = [
    { value: f.films, mn: 'Кино', en: 'Films' },
    { value: f.episodes, mn: 'Анги', en: 'Episodes' },
    { value: Math.round(f.minutes / 60), mn: 'Цаг', en: 'Hours' },
  ]
    .map(
      (c, i) =>
        `<text x="${x + i * 190}" y="290" class="count">${c.value}</text>` +
        `<text x="${x + i * 190}" y="322" class="label">${c.mn}</text>` +
        `<text x="${x + i * 190}" y="350" class="label">${c.en}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #f5f5f5; }
    .name { font-size: 48px; font-weight: bold; }
    .year { font-size: 28px; fill: #ffc107; font-weight: bold; }
    .count { font-size: 64px; font-weight: bold; fill: #ffc107; }
    .label { font-size: 24px; fill: #bdbdbd; }
    .month { font-size: 18px; fill: #9e9e9e; }
    .bar { fill: #ffc107; }
    .brand { font-size: 28px; font-weight: bold; fill: #ffc107; }
  </style>
  <text x="${x}" y="88" class="brand">MFI</text>
  <text x="${x}" y="150" class="name">${escapeXml(cut(member.username, 18))}</text>
  <text x="${x}" y="196" class="year">${year} · Жилийн тойм · Year in review</text>
  ${counts}
  ${bars(f.months, x, 390, chartWidth, 160)}
</svg>`);
}

/** The posters of the best graded titles that have one, side by side, at most three. */
async function posterLayers(ctx: ServiceDeps<'storage'>, f: YearFigures): Promise<OverlayOptions[]> {
  const keys = [...new Set(f.rated.map((r) => r.poster).filter((k): k is string => !!k))].slice(0, POSTERS);
  const files = await Promise.all(keys.map((k) => ctx.storage.read(k)));
  const images = await Promise.all(
    files
      .filter((b): b is Buffer => !!b)
      .map((b) => sharp(b).resize(POSTER.width, POSTER.height, { fit: 'cover' }).toBuffer()),
  );
  const left = WIDTH - 56 - images.length * POSTER.width - (images.length - 1) * POSTER.gap;
  return images.map((input, i) => ({ input, top: POSTER.top, left: left + i * (POSTER.width + POSTER.gap) }));
}

export async function renderYearImage(
  ctx: ServiceDeps<'storage'>,
  member: YearMember,
  year: number,
  f: YearFigures,
): Promise<Buffer> {
  const posters = await posterLayers(ctx, f);
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#141414' } })
    .composite([...posters, { input: textLayer(member, year, f), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** GET /user/api/v-user-year-image/: the share image, as the figures are read (the same policy and cache). */
export async function yearImage(
  ctx: ServiceDeps<'db' | 'storage' | 'cache'>,
  user: AuthUser | null,
  query: YearReviewQuery,
): Promise<Buffer> {
  const { member, figures } = await yearOf(ctx, user, query);
  return ctx.cache.wrap(
    `year-review-image:${member.id}:${query.year}`,
    () => renderYearImage(ctx, member, query.year, figures),
    () => memberTags.pages(member.id),
  );
}
