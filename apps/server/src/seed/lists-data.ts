// Demo user lists (issue 14): what the demo members would keep, on the published demo titles. Festival facts
// are real (Palme d'Or: The Red Balloon 1956, Taxi Driver 1976, Pulp Fiction 1994, Parasite 2019; Golden
// Lion: Rashomon 1951, Three Colours: Blue 1993; Golden Bear: Spirited Away 2002).

export type DemoList = {
  kind: 'movie' | 'serial';
  owner: string;
  name: string;
  about: string;
  top?: boolean;
  /** [title slug, description] in the list's order; a description shows when `descriptions` is set. */
  items: [slug: string, description?: string][];
  descriptions?: boolean;
  /** Demo members who like it. */
  likedBy?: string[];
};

export const DEMO_LISTS: DemoList[] = [
  {
    kind: 'movie',
    owner: 'critic',
    name: 'Шүүмжлэгчийн шилдэг арав',
    about: 'Кино урлагийн түүхэнд үлдэх арван бүтээл, миний эрэмбээр.',
    top: true,
    descriptions: true,
    items: [
      ['tokyo-story', 'Энгийн гэр бүлийн түүхээр хүний амьдралын мөн чанарыг харуулсан.'],
      ['seven-samurai', 'Адал явдалт киноны бүх дүрмийг бичсэн бүтээл.'],
      ['8-1-2', 'Уран бүтээлчийн эргэлзээг кино болгосон Феллини.'],
      ['persona', 'Хоёр эмэгтэйн нүүр нэгэн дүр болж уусна.'],
      ['stalker', 'Тарковскийн удаан, гүн бясалгал.'],
      ['in-the-mood-for-love', 'Өнгө, хөгжим, хэлэгдээгүй хайр.'],
      ['rashomon', 'Нэг үйл явдлын дөрвөн үнэн.'],
      ['bicycle-thieves', 'Италийн неореализмын оргил.'],
      ['the-400-blows', 'Францын шинэ давалгааны эхлэл.'],
      ['vertigo', 'Хичкокийн хамгийн хувийн кино.'],
    ],
    likedBy: ['member', 'saraankino', 'oyunaa', 'khulanmovies'],
  },
  {
    kind: 'movie',
    owner: 'member',
    name: 'Монгол сонгодог кино',
    about: 'Монгол кино урлагийн алтан үеийн болон шинэ үеийн шилдэг бүтээлүүд.',
    top: true,
    items: [
      ['tsogt-taij'],
      ['mandukhai-the-wise-queen'],
      ['the-story-of-the-weeping-camel'],
      ['the-cave-of-the-yellow-dog'],
      ['mongol'],
    ],
    likedBy: ['critic', 'temuulenfilm', 'oyunaa', 'saraankino', 'admin'],
  },
  {
    kind: 'movie',
    owner: 'saraankino',
    name: 'Наадмын шагналт кинонууд',
    about: 'Канн, Венец, Берлиний наадмын дээд шагнал хүртсэн кинонууд.',
    descriptions: true,
    items: [
      ['rashomon', 'Венецийн Алтан арслан, 1951'],
      ['the-red-balloon', 'Каннын Алтан далдуу (богино кино), 1956'],
      ['taxi-driver', 'Каннын Алтан далдуу, 1976'],
      ['three-colours-blue', 'Венецийн Алтан арслан, 1993'],
      ['pulp-fiction', 'Каннын Алтан далдуу, 1994'],
      ['spirited-away', 'Берлиний Алтан баавгай, 2002'],
      ['parasite', 'Каннын Алтан далдуу, 2019'],
    ],
    likedBy: ['critic', 'member'],
  },
  {
    kind: 'movie',
    owner: 'temuulenfilm',
    name: 'Хүүхэдтэйгээ хамт үзэх кино',
    about: 'Гэр бүлээрээ үзэхэд тохиромжтой, бүх насныханд зориулсан кинонууд.',
    items: [
      ['my-neighbor-totoro'],
      ['spirited-away'],
      ['the-red-balloon'],
      ['the-cave-of-the-yellow-dog'],
      ['princess-mononoke'],
      ['star-wars'],
    ],
    likedBy: ['member', 'khulanmovies'],
  },
  {
    kind: 'movie',
    owner: 'oyunaa',
    name: 'Сэтгэл түгшээх кинонууд',
    about: 'Суудлынхаа ирмэг дээр суулгах триллерүүд.',
    items: [['psycho'], ['vertigo'], ['jaws'], ['the-dark-knight'], ['inception']],
    likedBy: ['temuulenfilm'],
  },
  {
    kind: 'movie',
    owner: 'khulanmovies',
    name: 'Франц хэлт кино',
    about: 'Шинэ давалгаанаас Кесьлёвскийн гурамсан хүртэл.',
    items: [
      ['the-400-blows'],
      ['breathless'],
      ['the-red-balloon'],
      ['three-colours-blue'],
      ['three-colours-red'],
      ['amelie'],
    ],
  },
  {
    kind: 'movie',
    owner: 'member',
    name: 'Гэмт хэргийн сага',
    about: 'Мафи, гудамж, хувь тавилан.',
    items: [['the-godfather'], ['the-godfather-part-ii'], ['taxi-driver'], ['pulp-fiction'], ['city-of-god']],
    likedBy: ['oyunaa'],
  },
  {
    kind: 'movie',
    owner: 'critic',
    name: 'Туршилтын богино кино',
    about: 'Кино хэлийг шинээр нээсэн богино бүтээлүүд.',
    descriptions: true,
    items: [
      ['a-trip-to-the-moon', 'Мельесийн шидэт заль, 1902'],
      ['un-chien-andalou', 'Бунюэль, Дали хоёрын сюрреализм'],
      ['meshes-of-the-afternoon', 'Майя Дерений зүүдний логик'],
      ['the-red-balloon', 'Үггүй яруу найраг'],
    ],
  },
  {
    kind: 'movie',
    owner: 'publisher',
    name: 'Хайрын түүхүүд',
    about: 'Хайрын тухай хамгийн сайхан кинонууд.',
    items: [['before-sunrise'], ['in-the-mood-for-love'], ['amelie'], ['three-colours-red']],
    likedBy: ['member', 'saraankino', 'khulanmovies'],
  },
  {
    kind: 'serial',
    owner: 'member',
    name: 'Монгол цувралууд',
    about: 'Гэр бүлээрээ үзэх монгол олон ангит кинонууд.',
    items: [['odor-odriin-ongo'], ['ger-bul'], ['bosgo-totgo'], ['tusgai-salaa']],
    likedBy: ['temuulenfilm', 'oyunaa'],
  },
  {
    kind: 'serial',
    owner: 'saraankino',
    name: 'Шилдэг драм цувралууд',
    about: 'Нэг амьсгаагаар үзэж дуусгах драмууд.',
    items: [['breaking-bad'], ['the-wire'], ['chernobyl'], ['sherlock'], ['peaky-blinders']],
    likedBy: ['member'],
  },
  {
    kind: 'serial',
    owner: 'critic',
    name: 'Шүүмжлэгчийн шилдэг цувралууд',
    about: 'Телевизийн алтан үеийг тодорхойлсон цувралууд.',
    top: true,
    descriptions: true,
    items: [
      ['the-wire', 'Хотын тухай роман шиг цуврал.'],
      ['twin-peaks', 'Линчийн нууцлаг хотхон.'],
      ['chernobyl', 'Үнэний үнэ цэнийн тухай.'],
      ['breaking-bad', 'Багш хүн хэрхэн хорон санаатан болдог вэ.'],
    ],
    likedBy: ['saraankino', 'member', 'oyunaa'],
  },
];
