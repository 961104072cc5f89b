// Demo ratings and reviews (issue 5): the demo critic and members on the demo movies, in Mongolian.
// [movie slug, username, grade 0-100, short review, spoiler]
export type DemoReview = [string, string, number, string, boolean?];

/** Members who only rate and review; created if missing (their passwords are random: not for sign-in). */
export const DEMO_REVIEWERS = [
  { username: 'saraankino', firstname: 'Саран', lastname: 'Батболд' },
  { username: 'temuulenfilm', firstname: 'Тэмүүлэн', lastname: 'Гантулга' },
  { username: 'oyunaa', firstname: 'Оюунаа', lastname: 'Энхбат' },
  { username: 'khulanmovies', firstname: 'Хулан', lastname: 'Мөнхбаяр' },
];

export const DEMO_REVIEWS: DemoReview[] = [
  [
    'tsogt-taij',
    'critic',
    86,
    'Монгол кино урлагийн алтан үеийн сонгодог бүтээл. Дайны үеийн нөхцөлд ийм цар хүрээтэй кино хийсэн нь гайхалтай.',
  ],
  [
    'tsogt-taij',
    'member',
    80,
    'Түүхээ мэдэхийн тулд заавал үзэх кино. Хар цагаан зураг нь өөрөө уур амьсгал бүтээдэг.',
  ],
  ['tsogt-taij', 'oyunaa', 74, 'Жүжиглэлт нь театрынх шиг санагдсан ч түүхэн ач холбогдол нь асар их.'],
  [
    'mandukhai-the-wise-queen',
    'critic',
    91,
    'Балжинням найруулагчийн туульсын хүч, Мандухай хатны дүр — үе үеийн үзэгчдэд хүрэх кино.',
  ],
  [
    'mandukhai-the-wise-queen',
    'saraankino',
    95,
    'Хатан хааны дүрийг хараад нулимс унагасан. Монгол эмэгтэйн бахархал!',
  ],
  ['mandukhai-the-wise-queen', 'temuulenfilm', 88, 'Тулалдааны хэсгүүд өнөөдөр ч хүчтэй харагддаг.'],
  [
    'the-story-of-the-weeping-camel',
    'critic',
    89,
    'Баримтат ба уран сайхны киноны хил заагийг гайхалтай нарийн мэдрэмжээр арилгасан бүтээл.',
  ],
  [
    'the-story-of-the-weeping-camel',
    'member',
    92,
    'Хөөс аялгуунд ингэ ботгоо хайрлах мөчид бүх танхим чимээгүй болсон.',
    true,
  ],
  ['the-story-of-the-weeping-camel', 'khulanmovies', 85, 'Говийн амьдралыг ийм үнэнээр нь харуулсан кино ховор.'],
  [
    'the-cave-of-the-yellow-dog',
    'critic',
    84,
    'Хүүхдийн нүдээр харсан нүүдэлчин амьдрал, тайван хэмнэлтэй сайхан кино.',
  ],
  ['the-cave-of-the-yellow-dog', 'oyunaa', 90, 'Бяцхан Нансал ямар хөөрхөн юм бэ! Гэр бүлээрээ үзэхэд тохиромжтой.'],
  ['mongol', 'critic', 78, 'Гоё зураг авалт, хүчтэй тулаанууд, гэхдээ түүхэн үнэн байдал заримдаа хоёрдугаарт ордог.'],
  ['mongol', 'member', 83, 'Асано Тадаобу Тэмүжиний дүрийг гайхалтай бүтээжээ.'],
  ['mongol', 'temuulenfilm', 70, 'Монгол хэлний аялга нь сонсоход жаахан хачин байсан ч кино нь сонирхолтой.'],
  ['mongol', 'saraankino', 76, 'Бөртэ, Тэмүжин хоёрын хайрын түүх хамгийн сайхан нь.', true],
  [
    'seven-samurai',
    'critic',
    98,
    'Адал явдалт киноны бүх дүрмийг бичсэн бүтээл. Гурван цагаас илүү үргэлжлэх ч нэг ч минут уйдахгүй.',
  ],
  ['seven-samurai', 'khulanmovies', 93, 'Эцсийн бороон доорх тулаан мартагдашгүй.', true],
  ['rashomon', 'critic', 95, 'Үнэн гэж юу вэ гэсэн асуултыг дөрвөн өөр өнцгөөс тавьсан суут кино.'],
  ['rashomon', 'oyunaa', 82, 'Хэн нь үнэн хэлж байгааг одоо болтол бодож байна.'],
  ['stalker', 'critic', 97, 'Тарковскийн кино бол үзэх биш, мэдрэх зүйл. Урт зургууд нь бясалгал мэт.'],
  ['stalker', 'temuulenfilm', 60, 'Хэтэрхий удаан санагдсан, гэхдээ дуусаад удаан бодогдсон.'],
  ['the-godfather', 'critic', 99, 'Гэр бүл, эрх мэдэл, ёс суртахууны тухай төгс бүтээл.'],
  ['the-godfather', 'member', 97, 'Марлон Брандогийн дуу хоолой л гэхэд хангалттай.'],
  ['the-godfather', 'saraankino', 94, 'Майкл хэрхэн өөрчлөгдөж байгааг харах нь аймшигтай бас гайхалтай.', true],
  ['the-godfather', 'khulanmovies', 96, 'Хэдэн ч удаа үзсэн шинэ зүйл олж хардаг.'],
  ['psycho', 'critic', 92, 'Хичкок үзэгчийн хүлээлтийг хэрхэн эвдэхийг харуулсан сурах бичиг.'],
  ['psycho', 'member', 88, 'Шүршүүрийн үзэгдэл одоо ч айдас төрүүлдэг.', true],
  ['pulp-fiction', 'critic', 90, 'Цаг хугацааг эвдсэн өгүүлэмж, мартагдашгүй яриа хэлцэл.'],
  [
    'pulp-fiction',
    'temuulenfilm',
    95,
    'Хамгийн дуртай кино минь. Бүжгийн үзэгдлийг хэдэн удаа давтаж үзсэнээ мэдэхгүй.',
  ],
  ['pulp-fiction', 'oyunaa', 58, 'Хэт хэрцгий, надад таалагдаагүй.'],
  ['the-shawshank-redemption', 'critic', 88, 'Найдварын тухай энгийн боловч гүн утгатай түүх.'],
  ['the-shawshank-redemption', 'member', 100, 'Миний амьдралын хамгийн сайн кино!'],
  ['the-shawshank-redemption', 'saraankino', 98, 'Төгсгөл нь сэтгэл хөдлөлөөр дүүрэн.', true],
  ['my-neighbor-totoro', 'khulanmovies', 94, 'Хүүхэдтэйгээ хамт үзээд хоёулаа баярласан.'],
  ['my-neighbor-totoro', 'critic', 90, 'Миязакигийн хүүхэд насны гайхамшгийн тухай хамгийн эелдэг кино.'],
];

/** The critic's detailed reviews: [movie slug, title, HTML]. */
export const DEMO_DETAILED_REVIEWS: [string, string, string][] = [
  [
    'the-story-of-the-weeping-camel',
    'Хөөсөөр эдгэрэх сэтгэл: нүүдэлчдийн эмзэг яруу найраг',
    '<p>Бямбасүрэнгийн энэ кино <strong>баримтат киноны</strong> арга барилаар бүтээгдсэн ч уран сайхны киноны бүтэцтэй. Говийн малчин айлын өдөр тутмын амьдрал, тэмээ ботгоо голсон явдал — бүгд энгийн мэт боловч цаанаа гүн утгатай.</p><h2>Хөгжим ба эдгэрэл</h2><p>Хөөс аялгуу эхлэхэд камер ингийн нүдийг хөөнө. Энэ мөчид кино <em>ёс заншлын хүч</em> ба байгалийн эв зохицлын тухай өгүүлдэг.</p><blockquote>Хүн, мал, байгаль нэг л амьсгалаар амьдардаг.</blockquote><p>Монгол кино сонирхогч бүрийн заавал үзэх ёстой бүтээл.</p>',
  ],
  [
    'seven-samurai',
    'Долоон самурай: адал явдалт киноны суурь',
    '<p>Куросава 1954 онд бүтээсэн энэ киногоороо дараагийн үеийн бүх адал явдалт киноны бүтцийг тодорхойлсон. <strong>Багаа бүрдүүлэх</strong>, бэлтгэл, эцсийн тулаан — бидний мэдэх жанрын бүх хэсэг энд бий.</p><h2>Дүрүүд</h2><ul><li>Камбэй — ухаалаг удирдагч</li><li>Кикучиё — тариачин гаралтай бардам самурай</li></ul><p>Бороон доорх эцсийн тулаан бол кино түүхийн хамгийн хүчтэй хэсгүүдийн нэг.</p>',
  ],
  [
    'the-godfather',
    'Загалмайлсан эцэг: гэр бүлийн нэрийн өмнөх хүч',
    '<p>Копполагийн кино мафийн тухай мэт боловч үнэн хэрэгтээ <em>Америкийн мөрөөдлийн</em> харанхуй талын тухай. Майкл Корлеонегийн хувирал — дайнаас буцаж ирсэн залуугаас хүйтэн удирдагч болох зам — кино бүхэлдээ энэ нэг шугамыг дагана.</p><h3>Зураг авалт</h3><p>Гордон Уиллисийн сүүдэрт зураг дүрүүдийн ёс суртахууны бүрхэгийг харуулдаг.</p>',
  ],
];

/** A few reactions: [movie slug, username, reactions for slots 1-3]. */
export const DEMO_REACTIONS: [string, string, string[]][] = [
  ['the-godfather', 'member', ['top_notch_act', 'top_notch_directing', 'bravo']],
  ['the-godfather', 'critic', ['top_notch_directing', 'top_notch_cinematography']],
  ['the-story-of-the-weeping-camel', 'member', ['awesome_music', 'it_was_sad']],
  ['pulp-fiction', 'temuulenfilm', ['guilty_pleasure', 'it_was_funny', 'awesome_music']],
  ['stalker', 'temuulenfilm', ['i_slept', 'it_was_mind_blown']],
  ['psycho', 'member', ['i_was_scared', 'i_shocked']],
];
