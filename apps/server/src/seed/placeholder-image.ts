import sharp from 'sharp';

// Demo images are drawn, never downloaded: a coloured card with initials (or a short title), rendered
// from SVG to JPEG by sharp. The colour follows the text, so a name keeps its colour across seeds.

const PALETTE = [
  '#7a3e48',
  '#3e5c7a',
  '#4a7a3e',
  '#7a6a3e',
  '#5a3e7a',
  '#3e7a72',
  '#8a4f2a',
  '#2f4858',
  '#6d2e46',
  '#355c4a',
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function colourOf(text: string) {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

/** "Akira Kurosawa" → "AK". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A JPEG card: big `label` in the middle, an optional smaller caption under it. */
export async function placeholderJpeg(opts: {
  label: string;
  caption?: string;
  width: number;
  height: number;
  seed?: string;
}) {
  const { width, height } = opts;
  const big = Math.round(Math.min(width, height) * (opts.label.length > 3 ? 0.16 : 0.36));
  // A caption character is about 0.6 em wide: shrink long captions to fit inside the frame.
  const small = Math.round(Math.min(big / 3.2, (width - 32) / (0.6 * Math.max(1, opts.caption?.length ?? 1))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${colourOf(opts.seed ?? opts.label)}"/>
  <rect x="8" y="8" width="${width - 16}" height="${height - 16}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
  <text x="50%" y="50%" fill="#ffffff" font-family="DejaVu Sans, sans-serif" font-size="${big}" font-weight="bold" text-anchor="middle" dominant-baseline="middle">${escapeXml(opts.label)}</text>
  ${opts.caption ? `<text x="50%" y="${height - 28}" fill="#ffffff" fill-opacity="0.8" font-family="DejaVu Sans, sans-serif" font-size="${small}" text-anchor="middle">${escapeXml(opts.caption)}</text>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
