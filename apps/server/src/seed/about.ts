import { CROPS } from '@mfi/contract/limits';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import type { MultipartBody } from '../lib/multipart';
import type { Storage } from '../lib/storage';
import { aboutPageExists, editAbout } from '../modules/about/about.service';
import { initialsOf, placeholderJpeg } from './placeholder-image';

// The institute's about-us page for the demo site (issue 16 item 5), written once through the editor's own
// service, so the demo page passes the same checks and sanitizer as an admin's edit. The members are demo
// people (no real person's name or contact); one links the demo critic's user page.

const TITLE = 'Монголын Кино Институт';

const CONTENT = `<h2>Бидний тухай</h2>
<p>Монголын Кино Институт нь Монголын кино урлагийн өвийг хадгалж, судалж, олон нийтэд түгээх зорилготой
төрийн бус байгууллага юм. Бид кино сонирхогчид, судлаачид болон уран бүтээлчдийг нэг дор холбосон нээлттэй
мэдээллийн сан бүтээж байна.</p>
<h3>Бидний зорилго</h3>
<ul>
<li>Монгол болон дэлхийн кино бүтээлүүдийн мэдээллийн санг монгол хэлээр бүрдүүлэх;</li>
<li>Кино шүүмж, нийтлэлээр дамжуулан кино боловсролыг дэмжих;</li>
<li>Залуу уран бүтээлчдийн анхны бүтээлийг наадам, үзвэрээр олон нийтэд хүргэх.</li>
</ul>
<blockquote>Кино бол ард түмний дурсамж юм.</blockquote>
<p>Манай үйл ажиллагаанд сайн дураараа оролцох, хамтран ажиллах хүсэлтэй бол бидэнтэй холбогдоно уу.</p>`;

type DemoMember = {
  category: 1 | 2 | 3;
  name: string;
  title: string;
  description: string;
  /** A demo account whose user page the member links. */
  username?: string;
};

const MEMBERS: DemoMember[] = [
  {
    category: 1,
    name: 'Батбаяр Дорж',
    title: 'Гүйцэтгэх захирал',
    description: 'Институтын өдөр тутмын үйл ажиллагаа, төслүүдийг удирдана.',
  },
  {
    category: 1,
    name: 'Сарангэрэл Бат',
    title: 'Хөтөлбөрийн менежер',
    description: 'Кино наадам, үзвэр, сургалтын хөтөлбөрийг зохион байгуулна.',
  },
  {
    category: 2,
    name: 'Тэмүүлэн Гантулга',
    title: 'Элчин',
    description: 'Залуу уран бүтээлчдийн дунд институтын ажлыг сурталчилна.',
  },
  {
    category: 3,
    name: 'Ариунаа Пүрэв',
    title: 'Кино шүүмжлэгч, зөвлөх',
    description: 'Шүүмжийн чанар, мэдээллийн сангийн агуулгад зөвлөгөө өгнө.',
    username: 'critic',
  },
];

/** Writes the demo about-us page unless one exists. */
export async function seedAbout(db: Db, storage: Storage) {
  if (await aboutPageExists(db)) return;
  const column = (pick: (m: DemoMember) => string) => MEMBERS.map(pick);
  const body: MultipartBody = {
    fields: {
      main_title: [TITLE],
      content: [CONTENT.replace(/\n(?!<)/g, ' ')],
      memberCategory: column((m) => String(m.category)),
      memberName: column((m) => m.name),
      memberTitle: column((m) => m.title),
      memberDescription: column((m) => m.description),
      memberArtistSlug: column(() => ''),
      memberUserSlug: column((m) => m.username ?? ''),
      memberImageURL: column(() => ''),
    },
    files: {
      memberImage: await Promise.all(
        MEMBERS.map((m) => placeholderJpeg({ label: initialsOf(m.name), ...CROPS.square, seed: m.name })),
      ),
    },
  };
  await editAbout({ db, storage, clock: systemClock }, { id: 0, admin: true }, body); // the seed edits as an admin
}
