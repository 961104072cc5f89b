// Demo serials: real series with their years, season and episode counts, creators and leading casts
// (facts only). Episode titles are given where they are certain; otherwise episodes are named «N-р анги».
// Mongolian titles are the usual renderings or transcriptions; plots are one-line summaries.
// Squid Game ended with its third season in 2025. Reference ids are looked up by genre/subgenre slug,
// ISO country and language code, and tag name; people by English name among the seeded artists.
// The Mongolian serials (serials-mongolian-data.ts) are real television productions; their seasons, episode
// names and plots are written for the demo.

import { MONGOLIAN_SERIALS } from './serials-mongolian-data';

/** An episode with its own Mongolian name and plot; `nameEn` and `enPlot` are left empty where no English text exists. */
export type DemoEpisode = { name: string; nameEn?: string; plot: string; enPlot?: string };

export type DemoSeason = {
  /** Episode count, the episode titles in order, or written episodes. */
  episodes: number | string[] | DemoEpisode[];
  /** Left unpublished so contributors have work; `unpublishedEpisodes` are the last episodes' numbers. */
  unpublished?: boolean;
  unpublishedEpisodes?: number[];
};

export type DemoSerial = {
  slug: string;
  i: string;
  m: string;
  o: string;
  from: number;
  to: number | null;
  format?: 1 | 2 | 3 | 4;
  rating: 1 | 2 | 3 | 4;
  runtime: number;
  genres: string[];
  subgenres?: string[];
  countries: string[];
  languages: string[];
  tags?: string[];
  plot: string;
  enPlot: string;
  creators: string[];
  cast?: [name: string, role: string][];
  seasons: DemoSeason[];
  publish?: boolean;
};

const FOREIGN_SERIALS: DemoSerial[] = [
  {
    slug: 'breaking-bad',
    i: 'Breaking Bad',
    m: 'Брэйкинг Бэд',
    o: 'Breaking Bad',
    from: 2008,
    to: 2013,
    rating: 4,
    runtime: 47,
    genres: ['crime', 'drama', 'thriller'],
    subgenres: ['neo-noir'],
    countries: ['US'],
    languages: ['en'],
    plot: 'Хорт хавдартай химийн багш гэр бүлээ тэжээхээр хар тамхи үйлдвэрлэж эхэлдэг.',
    enPlot: 'A chemistry teacher with cancer turns to making methamphetamine to provide for his family.',
    creators: ['Vince Gilligan'],
    cast: [
      ['Bryan Cranston', 'Walter White'],
      ['Aaron Paul', 'Jesse Pinkman'],
    ],
    seasons: [
      {
        episodes: [
          'Pilot',
          "Cat's in the Bag...",
          "...And the Bag's in the River",
          'Cancer Man',
          'Gray Matter',
          "Crazy Handful of Nothin'",
          'A No-Rough-Stuff-Type Deal',
        ],
      },
      { episodes: 13 },
      { episodes: 13 },
      { episodes: 13 },
      { episodes: 16 },
    ],
  },
  {
    slug: 'the-wire',
    i: 'The Wire',
    m: 'Чагнуур',
    o: 'The Wire',
    from: 2002,
    to: 2008,
    rating: 4,
    runtime: 59,
    genres: ['crime', 'drama'],
    countries: ['US'],
    languages: ['en'],
    plot: 'Балтимор хотын цагдаа нар хар тамхины бүлэглэлийг утсаар чагнаж мөрддөг.',
    enPlot: 'Baltimore police use wiretaps to pursue the city’s drug trade, and the city’s institutions fail everyone.',
    creators: ['David Simon'],
    cast: [
      ['Dominic West', 'Jimmy McNulty'],
      ['Idris Elba', 'Stringer Bell'],
    ],
    seasons: [
      {
        episodes: [
          'The Target',
          'The Detail',
          'The Buys',
          'Old Cases',
          'The Pager',
          'The Wire',
          'One Arrest',
          'Lessons',
          'Game Day',
          'The Cost',
          'The Hunt',
          'Cleaning Up',
          'Sentencing',
        ],
      },
      { episodes: 12 },
      { episodes: 12 },
      { episodes: 13 },
      { episodes: 10 },
    ],
  },
  {
    slug: 'twin-peaks',
    i: 'Twin Peaks',
    m: 'Твин Пикс',
    o: 'Twin Peaks',
    from: 1990,
    to: 1991,
    rating: 3,
    runtime: 47,
    genres: ['mystery', 'drama', 'crime'],
    countries: ['US'],
    languages: ['en'],
    tags: ['Cult', 'Зүүд'],
    plot: 'ХНМТ-ийн төлөөлөгч жижиг хотод залуу бүсгүйн аллагыг мөрдөнө.',
    enPlot: 'An FBI agent investigates the murder of a young woman in a small logging town.',
    creators: ['David Lynch', 'Mark Frost'],
    cast: [
      ['Kyle MacLachlan', 'Dale Cooper'],
      ['Sheryl Lee', 'Laura Palmer'],
    ],
    seasons: [{ episodes: 8 }, { episodes: 22 }],
  },
  {
    slug: 'sherlock',
    i: 'Sherlock',
    m: 'Шерлок',
    o: 'Sherlock',
    from: 2010,
    to: 2017,
    rating: 3,
    runtime: 88,
    genres: ['crime', 'mystery', 'drama'],
    countries: ['GB'],
    languages: ['en'],
    plot: 'Орчин үеийн Лондонд Шерлок Холмс, доктор Ватсон хоёр хэрэг илрүүлнэ.',
    enPlot: 'Sherlock Holmes and Dr John Watson solve crimes in present-day London.',
    creators: ['Steven Moffat', 'Mark Gatiss'],
    cast: [
      ['Benedict Cumberbatch', 'Sherlock Holmes'],
      ['Martin Freeman', 'John Watson'],
    ],
    seasons: [
      { episodes: ['A Study in Pink', 'The Blind Banker', 'The Great Game'] },
      { episodes: ['A Scandal in Belgravia', 'The Hounds of Baskerville', 'The Reichenbach Fall'] },
      { episodes: ['The Empty Hearse', 'The Sign of Three', 'His Last Vow'] },
      { episodes: ['The Six Thatchers', 'The Lying Detective', 'The Final Problem'], unpublishedEpisodes: [3] },
    ],
  },
  {
    slug: 'chernobyl',
    i: 'Chernobyl',
    m: 'Чернобыль',
    o: 'Chernobyl',
    from: 2019,
    to: 2019,
    rating: 4,
    runtime: 65,
    genres: ['history', 'drama'],
    countries: ['US', 'GB'],
    languages: ['en'],
    plot: '1986 оны Чернобылийн АЦС-ын осол ба түүний үр дагаврыг арилгах гэсэн хүмүүсийн тухай.',
    enPlot: 'The 1986 Chernobyl nuclear disaster and the people who tried to contain it.',
    creators: ['Craig Mazin'],
    cast: [
      ['Jared Harris', 'Valery Legasov'],
      ['Stellan Skarsgård', 'Boris Shcherbina'],
      ['Emily Watson', 'Ulana Khomyuk'],
    ],
    seasons: [
      {
        episodes: [
          '1:23:45',
          'Please Remain Calm',
          'Open Wide, O Earth',
          'The Happiness of All Mankind',
          'Vichnaya Pamyat',
        ],
      },
    ],
  },
  {
    slug: 'game-of-thrones',
    i: 'Game of Thrones',
    m: 'Хаан ширээний тоглоом',
    o: 'Game of Thrones',
    from: 2011,
    to: 2019,
    rating: 4,
    runtime: 57,
    genres: ['fantasy', 'drama', 'adventure'],
    subgenres: ['epic'],
    countries: ['US', 'GB'],
    languages: ['en'],
    tags: ['Дайн', 'Өшөө авалт'],
    plot: 'Вестеросын язгууртан гэр бүлүүд Төмөр хаан ширээний төлөө тэмцэнэ.',
    enPlot: 'Noble families of Westeros fight for the Iron Throne while an ancient threat returns.',
    creators: ['David Benioff', 'D. B. Weiss'],
    cast: [
      ['Emilia Clarke', 'Daenerys Targaryen'],
      ['Kit Harington', 'Jon Snow'],
      ['Peter Dinklage', 'Tyrion Lannister'],
    ],
    seasons: [
      {
        episodes: [
          'Winter Is Coming',
          'The Kingsroad',
          'Lord Snow',
          'Cripples, Bastards, and Broken Things',
          'The Wolf and the Lion',
          'A Golden Crown',
          'You Win or You Die',
          'The Pointy End',
          'Baelor',
          'Fire and Blood',
        ],
      },
      { episodes: 10 },
      { episodes: 10 },
      { episodes: 10 },
      { episodes: 10 },
      { episodes: 10 },
      { episodes: 7 },
      { episodes: 6, unpublished: true },
    ],
  },
  {
    slug: 'peaky-blinders',
    i: 'Peaky Blinders',
    m: 'Пийки Блайндерс',
    o: 'Peaky Blinders',
    from: 2013,
    to: 2022,
    rating: 4,
    runtime: 58,
    genres: ['crime', 'drama', 'history'],
    subgenres: ['gangster'],
    countries: ['GB'],
    languages: ['en'],
    plot: 'Дэлхийн нэгдүгээр дайны дараах Бирмингемд Шелбигийн гэр бүлийн бүлэглэл хүчээ тэлнэ.',
    enPlot: 'In Birmingham after the First World War, the Shelby family’s gang rises to power.',
    creators: ['Steven Knight'],
    cast: [['Cillian Murphy', 'Thomas Shelby']],
    seasons: [
      { episodes: 6 },
      { episodes: 6 },
      { episodes: 6 },
      { episodes: 6 },
      { episodes: 6 },
      { episodes: 6, unpublishedEpisodes: [5, 6] },
    ],
  },
  {
    slug: 'squid-game',
    i: 'Squid Game',
    m: 'Сквид гейм',
    o: '오징어 게임',
    from: 2021,
    to: 2025,
    rating: 4,
    runtime: 55,
    genres: ['thriller', 'drama'],
    subgenres: ['dystopia'],
    countries: ['KR'],
    languages: ['ko'],
    plot: 'Өрөнд баригдсан хүмүүс их мөнгөний төлөө амь наасан хүүхдийн тоглоомд оролцоно.',
    enPlot: 'People deep in debt compete in deadly children’s games for a huge cash prize.',
    creators: ['Hwang Dong-hyuk'],
    cast: [['Lee Jung-jae', 'Seong Gi-hun']],
    seasons: [{ episodes: 9 }, { episodes: 7 }, { episodes: 6 }],
  },
  {
    slug: 'the-last-of-us',
    i: 'The Last of Us',
    m: 'Бидний сүүлчийнх',
    o: 'The Last of Us',
    from: 2023,
    to: null,
    rating: 4,
    runtime: 55,
    genres: ['drama', 'adventure', 'horror'],
    subgenres: ['post-apocalyptic'],
    countries: ['US'],
    languages: ['en'],
    plot: 'Тахал дэгдсэний дараах Америкт хууль бус наймаачин өсвөр насны охиныг тивийг дамнан хүргэж өгнө.',
    enPlot: 'After a global pandemic, a smuggler escorts a teenage girl across a ruined United States.',
    creators: ['Craig Mazin', 'Neil Druckmann'],
    cast: [
      ['Pedro Pascal', 'Joel Miller'],
      ['Bella Ramsey', 'Ellie Williams'],
    ],
    seasons: [{ episodes: 9 }, { episodes: 7 }],
    publish: false,
  },
];

export const DEMO_SERIALS: DemoSerial[] = [...FOREIGN_SERIALS, ...MONGOLIAN_SERIALS];
