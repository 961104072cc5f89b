import { inArray } from 'drizzle-orm';
import { ANNUAL_POSTER_FIELD, FESTIVAL_BACKGROUND_FIELD, FESTIVAL_CROPS } from '@mfi/contract/festival.schemas';
import type { Db } from '../db/client';
import { artists, movies, serials } from '../db/schema';
import { CatalogueCache } from '../lib/cache';
import { systemClock } from '../lib/clock';
import type { MultipartBody } from '../lib/multipart';
import type { Storage } from '../lib/storage';
import { enterAward } from '../modules/festival/awards.service';
import { createEdition } from '../modules/festival/editions.service';
import { createFestival, festivalList } from '../modules/festival/festivals.service';
import { placeholderJpeg } from './placeholder-image';
import { idsByKey } from './title-references';

// The institute's festival for the demo site (issue 17 item 7): one festival with last year's and this year's
// editions, their agenda, description and guidance in both languages, and winners and nominees among the demo
// films, serials and artists. Written through the festival's own services, so the demo passes the same checks
// and sanitizer as an admin's forms. The awards are the demo's, not a real festival's results.

export const DEMO_FESTIVAL = { mongol_name: 'Монголын Кино Наадам', international_name: 'Mongolian Film Festival' };

const html = (text: string) => text.replace(/\n(?!<)/g, ' ').trim();

const texts = (year: number) => ({
  description: html(`<p>Монголын Кино Наадам бол Монголын Кино Институтаас жил бүр зохион байгуулдаг үндэсний кино
наадам юм. ${year} оны наадамд бүрэн болон богино хэмжээний уран сайхны, баримтат, хүүхэлдэйн кино, телевизийн
цуврал оролцож, мэргэжлийн шүүгчид шилдэг бүтээл, уран бүтээлчдийг шалгаруулна.</p>
<p>Наадмын зорилго нь монгол кино урлагийн шинэ бүтээлийг олон нийтэд хүргэх, залуу уран бүтээлчдийг дэмжих,
үзэгчдийг кино урлагтай ойртуулах явдал юм.</p>`),
  description_en: html(`<p>The Mongolian Film Festival is the national film festival held every year by the
Mongolian Film Institute. The ${year} edition brings together feature, short, documentary and animated films and
television serials, and a professional jury names the best works and artists.</p>
<p>The festival brings new Mongolian films to audiences, supports young filmmakers and draws viewers closer to
the art of cinema.</p>`),
  agenda: html(`<h2>Наадмын хөтөлбөр</h2>
<ul>
<li><strong>6-р сарын 10:</strong> Нээлтийн ёслол, нээлтийн киноны үзүүлбэр (Улсын Драмын Эрдмийн Театр)</li>
<li><strong>6-р сарын 11–14:</strong> Уралдаант хөтөлбөрийн кинонуудын үзүүлбэр, найруулагчидтай уулзах уулзалт</li>
<li><strong>6-р сарын 13:</strong> Залуу найруулагчдад зориулсан сургалт: «Бага төсөвт кино хийх нь»</li>
<li><strong>6-р сарын 15:</strong> Шагнал гардуулах ёслол, хаалтын кино</li>
</ul>
<p>Үзүүлбэрүүд үнэ төлбөргүй, суудал хязгаартай тул эртхэн ирнэ үү.</p>`),
  agenda_en: html(`<h2>Festival programme</h2>
<ul>
<li><strong>10 June:</strong> Opening ceremony and opening film (State Academic Theatre of Drama)</li>
<li><strong>11–14 June:</strong> Screenings of the competition programme, meetings with the directors</li>
<li><strong>13 June:</strong> Workshop for young directors: “Making a film on a small budget”</li>
<li><strong>15 June:</strong> Awards ceremony and closing film</li>
</ul>
<p>Screenings are free; seats are limited, so please come early.</p>`),
  guidance: html(`<h2>Оролцох журам</h2>
<ol>
<li>Наадамд ${year - 2} оноос хойш бүтээгдсэн, Монголд нээлтээ хийгээгүй эсвэл ${year - 1} оноос хойш нээлтээ хийсэн
кино оролцоно.</li>
<li>Кино монгол хэлтэй бол англи хадмал (srt) хавсаргана.</li>
<li>Найруулагчийн хөрөг зураг, 2:3 харьцаатай постер, 16:9 харьцаатай кадр (JPEG), киноны 1080p хувилбарын
холбоосыг бүртгэлийн үеэр илгээнэ.</li>
<li>Бүртгэлийн хураамжийг заасан хугацаанд төлсний дараа бүртгэл баталгаажна.</li>
</ol>
<p>Асуулт байвал наадмын зохион байгуулах хороонд хандана уу.</p>`),
  guidance_en: html(`<h2>How to take part</h2>
<ol>
<li>Films made since ${year - 2} that have not yet premiered in Mongolia, or premiered there since ${year - 1},
may take part.</li>
<li>A film in Mongolian comes with English subtitles (srt).</li>
<li>Send the director’s portrait, a 2:3 poster, a 16:9 still (JPEG) and a link to the film in 1080p when you
register.</li>
<li>A registration is confirmed once the fee is paid by the deadline.</li>
</ol>
<p>Questions are welcome at the festival’s organising committee.</p>`),
});

type DemoAward = {
  award: string;
  movie?: string;
  serial?: string;
  artist?: string;
  result: 'winner' | 'nominee';
};

/** The demo categories' English names. */
const CATEGORY_EN: Record<string, string> = {
  'Шилдэг уран сайхны кино': 'Best Feature Film',
  'Шилдэг баримтат кино': 'Best Documentary',
  'Шилдэг найруулагч': 'Best Director',
  'Шилдэг эмэгтэй жүжигчин': 'Best Actress',
  'Шилдэг цуврал': 'Best Series',
  'Үзэгчдийн шагнал': 'Audience Award',
};

/** Last year's results (the unpublished documentary's nomination shows only to contributors). */
export const LAST_YEAR: DemoAward[] = [
  { award: 'Шилдэг уран сайхны кино', movie: 'the-cave-of-the-yellow-dog', result: 'winner' },
  { award: 'Шилдэг уран сайхны кино', movie: 'mongol', result: 'nominee' },
  { award: 'Шилдэг уран сайхны кино', movie: 'mandukhai-the-wise-queen', result: 'nominee' },
  { award: 'Шилдэг баримтат кино', movie: 'the-story-of-the-weeping-camel', result: 'winner' },
  { award: 'Шилдэг баримтат кино', movie: 'the-two-horses-of-genghis-khan', result: 'nominee' },
  {
    award: 'Шилдэг найруулагч',
    movie: 'the-cave-of-the-yellow-dog',
    artist: 'byambasuren-davaa',
    result: 'winner',
  },
  { award: 'Шилдэг эмэгтэй жүжигчин', movie: 'mongol', artist: 'khulan-chuluun', result: 'winner' },
  { award: 'Шилдэг цуврал', serial: 'ger-bul', result: 'winner' },
  { award: 'Шилдэг цуврал', serial: 'odor-odriin-ongo', result: 'nominee' },
];

export const THIS_YEAR: DemoAward[] = [
  { award: 'Шилдэг уран сайхны кино', movie: 'mongol', result: 'winner' },
  { award: 'Шилдэг уран сайхны кино', movie: 'tsogt-taij', result: 'nominee' },
  { award: 'Шилдэг найруулагч', movie: 'mongol', artist: 'sergei-bodrov', result: 'nominee' },
  {
    award: 'Шилдэг найруулагч',
    movie: 'the-story-of-the-weeping-camel',
    artist: 'byambasuren-davaa',
    result: 'winner',
  },
  { award: 'Шилдэг цуврал', serial: 'bosgo-totgo', result: 'winner' },
  { award: 'Шилдэг цуврал', serial: 'tusgai-salaa', result: 'nominee' },
  { award: 'Үзэгчдийн шагнал', movie: 'the-story-of-the-weeping-camel', result: 'winner' },
];

/** id by slug of the demo rows the awards name; an award whose film or artist is missing is left out. */
async function idsOf(db: Db, awards: DemoAward[]) {
  const bySlug = async (
    table: typeof movies | typeof serials | typeof artists,
    pick: (a: DemoAward) => string | undefined,
  ) => {
    const slugs = ['', ...new Set(awards.map(pick).filter((s): s is string => Boolean(s)))];
    const rows = await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
    return idsByKey(rows, (r) => r.slug);
  };
  return {
    movies: await bySlug(movies, (a) => a.movie),
    serials: await bySlug(serials, (a) => a.serial),
    artists: await bySlug(artists, (a) => a.artist),
  };
}

const one = (fields: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [String(v)]]));

/**
 * Writes the demo festival unless a festival of its name exists; answers whether it wrote it. Runs after the
 * catalogue seeds, whose films and artists the awards name.
 */
export async function seedFestival(db: Db, storage: Storage, now = new Date()) {
  // The seed runs before the server: nothing is cached yet (a cache that keeps nothing).
  const ctx = { db, storage, clock: systemClock, cache: new CatalogueCache({ ttlMs: 0, maxEntries: 0 }) };
  const existing = await festivalList(ctx, null, { name: DEMO_FESTIVAL.international_name });
  if (existing.festival_list.some((f) => f.international_name === DEMO_FESTIVAL.international_name)) return false;

  const background: MultipartBody = {
    fields: one(DEMO_FESTIVAL),
    files: {
      [FESTIVAL_BACKGROUND_FIELD]: [
        await placeholderJpeg({
          label: 'МКН',
          caption: DEMO_FESTIVAL.international_name,
          ...FESTIVAL_CROPS.background,
        }),
      ],
    },
  };
  const { slug } = await createFestival(ctx, background);
  const festival = (await festivalList(ctx, null, { name: DEMO_FESTIVAL.international_name })).festival_list.find(
    (f) => f.slug === slug,
  )!;

  const year = now.getFullYear();
  const ids = await idsOf(db, [...LAST_YEAR, ...THIS_YEAR]);
  for (const [editionYear, awards] of [
    [year - 1, LAST_YEAR],
    [year, THIS_YEAR],
  ] as const) {
    // This year's registration is open on a fresh start: the fee is due a month on, results two weeks later.
    const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const dates: Record<string, string> =
      editionYear === year ? { payment_deadline: `${day(30)}T23:59`, results_date: day(45) } : {};
    await createEdition(ctx, null, {
      fields: one({ festival: festival.id, year: editionYear, ...texts(editionYear), ...dates }),
      files: {
        [ANNUAL_POSTER_FIELD]: [
          await placeholderJpeg({
            label: String(editionYear),
            caption: DEMO_FESTIVAL.mongol_name,
            seed: `festival-${editionYear}`,
            ...FESTIVAL_CROPS.poster,
          }),
        ],
      },
    });
    for (const a of awards) {
      const movie = a.movie ? ids.movies.get(a.movie) : undefined;
      const serial = a.serial ? ids.serials.get(a.serial) : undefined;
      const artist = a.artist ? ids.artists.get(a.artist) : undefined;
      if ((movie === undefined && serial === undefined) || (a.artist && artist === undefined)) continue;
      await enterAward(ctx, null, {
        slug,
        year: editionYear,
        award: a.award,
        award_en: CATEGORY_EN[a.award],
        movie,
        serial,
        artist,
        result: a.result,
      });
    }
  }
  return true;
}
