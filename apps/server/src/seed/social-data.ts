// The demo members' social life (issue 15 item 10): who follows whom, their short messages with comments
// and likes. Usernames are the demo accounts' (demo-accounts.ts) and the demo reviewers' (reviews-data.ts).

/** [follower, followee]. */
export const DEMO_FOLLOWS: [string, string][] = [
  ['member', 'critic'],
  ['member', 'saraankino'],
  ['member', 'publisher'],
  ['critic', 'member'],
  ['critic', 'temuulenfilm'],
  ['critic', 'publisher'],
  ['publisher', 'critic'],
  ['publisher', 'oyunaa'],
  ['saraankino', 'critic'],
  ['saraankino', 'khulanmovies'],
  ['saraankino', 'member'],
  ['temuulenfilm', 'saraankino'],
  ['temuulenfilm', 'critic'],
  ['oyunaa', 'khulanmovies'],
  ['oyunaa', 'publisher'],
  ['khulanmovies', 'oyunaa'],
  ['khulanmovies', 'temuulenfilm'],
  ['contributor', 'admin'],
  ['contributor', 'maincontrib'],
  ['maincontrib', 'contributor'],
  ['admin', 'contributor'],
  ['admin', 'critic'],
];

export type DemoMessage = {
  author: string;
  body: string;
  likedBy?: string[];
  /** [author, text, liked by]. */
  comments?: [string, string, string[]?][];
};

/** Oldest first: each is posted in this order. */
export const DEMO_MESSAGES: DemoMessage[] = [
  {
    author: 'admin',
    body: 'Монголын киноны мэдээллийн санд тавтай морил! Санал хүсэлтээ энд үлдээгээрэй.',
    likedBy: ['contributor', 'member', 'oyunaa'],
    comments: [
      ['member', 'Баярлалаа, их хэрэгтэй сайт болжээ.', ['admin']],
      ['oyunaa', 'Цувралын хэсэг их таалагдлаа.'],
    ],
  },
  {
    author: 'contributor',
    body: 'Өнөөдөр 1970-аад оны хэдэн уран сайхны киноны мэдээллийг шинэчиллээ.',
    likedBy: ['admin', 'maincontrib'],
    comments: [['maincontrib', 'Зургуудыг нь би нэмье.', ['contributor']]],
  },
  {
    author: 'maincontrib',
    body: 'Уран бүтээлчдийн намтрыг нөхөх ажил эхэллээ. Алдаа харвал хэлээрэй!',
    likedBy: ['contributor'],
  },
  {
    author: 'publisher',
    body: 'Шинэ нийтлэл бэлтгэж байна: Монголын баримтат киноны түүх.',
    likedBy: ['critic', 'oyunaa'],
    comments: [
      ['critic', 'Хүлээж байна. Архивын зураг орох уу?'],
      ['publisher', 'Тийм, хэдэн ховор зураг олдсон.', ['critic']],
    ],
  },
  {
    author: 'critic',
    body: 'Энэ долоо хоногт гурван кино үзэж шүүмж бичлээ. Аль нь хамгийн сонирхолтой байсан бэ?',
    likedBy: ['member', 'saraankino', 'temuulenfilm', 'publisher'],
    comments: [
      ['saraankino', 'Сүүлийнх нь хамгийн гоё байсан санагдсан.', ['critic', 'member']],
      ['member', 'Би ч бас тэгж бодож байна.'],
      ['temuulenfilm', 'Зураг авалт нь гайхалтай байсан.', ['saraankino']],
    ],
  },
  {
    author: 'member',
    body: 'Амралтын өдөр гэр бүлээрээ үзэх кино санал болгооч.',
    likedBy: ['critic', 'saraankino'],
    comments: [
      ['critic', 'Хүүхэлдэйн кинонуудын жагсаалтыг хараарай.'],
      ['saraankino', 'Миний жагсаалтаас сонгоорой!', ['member']],
    ],
  },
  {
    author: 'saraankino',
    body: 'Кино театрт үзсэн кино гэртээ үзсэнээс огт өөр мэдрэмж төрүүлдэг.',
    likedBy: ['khulanmovies', 'critic'],
    comments: [['khulanmovies', 'Яг зөв, дуу чимээ нь л гэхэд өөр.']],
  },
  {
    author: 'temuulenfilm',
    body: 'Богино хэмжээний киноны наадамд оролцох бүтээлээ дуусгалаа.',
    likedBy: ['saraankino', 'khulanmovies', 'critic'],
    comments: [
      ['saraankino', 'Амжилт хүсье!', ['temuulenfilm']],
      ['critic', 'Үзэхийг тэсэн ядан хүлээж байна.'],
    ],
  },
  {
    author: 'entrant',
    body: 'Анхны богино киногоо энэ жилийн наадамд бүртгүүллээ. Сэтгэл догдолж байна!',
    likedBy: ['temuulenfilm', 'member'],
    comments: [['temuulenfilm', 'Амжилт! Наадам дээр уулзъя.', ['entrant']]],
  },
  {
    author: 'oyunaa',
    body: 'Хуучин цувралуудаа дахин үзэж эхэллээ. Дурсамж сэргээж байна.',
    likedBy: ['khulanmovies', 'publisher'],
    comments: [['khulanmovies', 'Аль цувралаас эхэлсэн бэ?', ['oyunaa']]],
  },
  {
    author: 'khulanmovies',
    body: 'Энэ сард үзэх киноны жагсаалтаа гаргалаа, та нар юу үзэх гэж байна?',
    likedBy: ['oyunaa', 'temuulenfilm'],
    comments: [
      ['oyunaa', 'Би баримтат кинонууд үзнэ.'],
      ['temuulenfilm', 'Би хуучин Монгол кино.', ['khulanmovies']],
    ],
  },
];
