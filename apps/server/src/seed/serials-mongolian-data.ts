import type { DemoSerial } from './serials-data';

// Mongolian television serials for the demo's /mongol-serial catalogue (issue 11). The titles, channels and
// subjects are those of real productions (MNB's «Өдөр өдрийн өнгө», «Босго тотго» and «Тусгай салаа», SBN's
// «Гэр бүл»); the years are close to their broadcast, and the seasons, episode names and plots are written for
// the demo, not the broadcast episode titles. No one is credited: the seeded artists do not include their casts.
// Some episodes have no English plot, as entered data often lacks one: the pages then say so.

export const MONGOLIAN_SERIALS: DemoSerial[] = [
  {
    slug: 'odor-odriin-ongo',
    i: 'Odor Odriin Ongo',
    m: 'Өдөр өдрийн өнгө',
    o: 'Өдөр өдрийн өнгө',
    from: 2015,
    to: 2016,
    rating: 2,
    runtime: 45,
    genres: ['drama', 'melodrama'],
    countries: ['MN'],
    languages: ['mn'],
    tags: ['Хот'],
    plot: 'Улаанбаатарын нэгэн эмнэлгийн яаралтай тусламжийн тасагт ажилладаг эмч нарын ажил, хайр сэтгэл, хүнд сонголтын тухай.',
    enPlot: 'Doctors of an Ulaanbaatar hospital’s emergency ward: their work, their loves and their hard choices.',
    creators: [],
    seasons: [
      {
        episodes: [
          {
            name: 'Анхны жижүүр',
            nameEn: 'First Shift',
            plot: 'Анагаахын сургуулиа саяхан төгссөн Номин яаралтай тусламжийн тасагт анхны шөнийн жижүүрээ хийнэ.',
            enPlot: 'Fresh from medical school, Nomin works her first night shift in the emergency ward.',
          },
          {
            name: 'Түгжрэл',
            nameEn: 'Gridlock',
            plot: 'Хөдөөнөөс ирсэн хүнд өвчтөнийг тээсэн түргэн тусламжийн машин хотын түгжрэлд гацна.',
            enPlot:
              'An ambulance carrying a critically ill patient from the countryside is stuck in the city’s traffic.',
          },
          {
            name: 'Итгэл',
            nameEn: 'Trust',
            plot: 'Мэс засалч Батаа өвчтөний ар гэрийнхний итгэлийг олохын тулд өөрийн алдаагаа хүлээх эсэхээ шийднэ.',
            enPlot: 'Surgeon Bataa must decide whether to admit his own mistake to win back a patient’s family.',
          },
          {
            name: 'Цагаан сар',
            nameEn: 'Lunar New Year',
            plot: 'Баярын өдрүүдэд тасаг дүүрч, эмч нар гэр бүлээсээ хол шинэ оноо угтана.',
            enPlot:
              'Over the Lunar New Year the ward is full, and the doctors greet the new year far from their families.',
          },
          {
            name: 'Сүүлчийн дуудлага',
            nameEn: 'The Last Call',
            plot: 'Номин анх удаа өвчтөнөө алдаж, мэргэжлээ орхих тухай бодож эхэлнэ.',
            enPlot: 'Nomin loses a patient for the first time and begins to think of leaving medicine.',
          },
          {
            name: 'Шинэ өглөө',
            nameEn: 'A New Morning',
            plot: 'Тасгийн эрхлэгч Должин тэтгэвэртээ гарахынхаа өмнө залуу эмч нартаа хамгийн чухал сургамжаа үлдээнэ.',
            enPlot: 'Before she retires, ward head Doljin leaves the young doctors her most important lesson.',
          },
        ],
      },
      {
        episodes: [
          {
            name: 'Эргэн ирэлт',
            plot: 'Хөдөөгийн сумын эмнэлэгт нэг жил ажилласан Номин хотдоо эргэн ирэхэд тасаг нь танигдахгүй өөрчлөгдсөн байна.',
            enPlot: 'After a year at a rural clinic Nomin comes back to a ward she hardly recognises.',
          },
          {
            name: 'Хүйтэн шөнө',
            plot: 'Хорин градусын хүйтэнд гэр хорооллоос угаартсан хүүхдүүд ар араасаа ирж, тасгийнхан шөнөжин нойргүй хонодог.',
            enPlot:
              'On a bitter winter night children poisoned by stove fumes arrive one after another from the ger districts.',
          },
          {
            name: 'Хоёр зам',
            plot: 'Батаа гадаадад суралцах санал авч, эмнэлэг болон хайртай хүнийхээ хооронд сонголт хийх болно.',
            enPlot:
              'Bataa is offered a place to study abroad and must choose between the hospital and the woman he loves.',
          },
          {
            name: 'Өдөр өдрийн өнгө',
            plot: 'Томоохон ослын дараа тасгийнхан бүгд нэг шөнө хамтран ажиллаж, өдөр тутмын ажлынхаа утгыг дахин олно.',
            enPlot:
              'After a major accident the whole ward works through one night together and finds again the meaning of the daily work.',
          },
        ],
      },
    ],
  },
  {
    slug: 'ger-bul',
    i: 'Ger Bul',
    m: 'Гэр бүл',
    o: 'Гэр бүл',
    from: 2015,
    to: 2017,
    rating: 1,
    runtime: 40,
    genres: ['family', 'comedy', 'drama'],
    countries: ['MN'],
    languages: ['mn'],
    tags: ['Гэр бүл', 'Хот'],
    plot: 'Улаанбаатарын нэгэн орон сууцанд хамт амьдардаг гурван үеийн гэр бүлийн өдөр тутмын инээд баяр, маргаан, эвлэрлийн тухай.',
    enPlot:
      'Three generations of one family share an Ulaanbaatar flat: everyday laughter, quarrels and reconciliations.',
    creators: [],
    seasons: [
      {
        episodes: [
          {
            name: 'Шинэ байр',
            plot: 'Дорж гуайн гэр бүл гэр хорооллоос шинэ орон сууцанд нүүж орно. Өвөө нь тагтан дээр гал түлэх гэж оролдоно.',
            enPlot:
              'Grandpa Dorj’s family moves from the ger district into a new flat, where he tries to light a fire on the balcony.',
          },
          {
            name: 'Хөршүүд',
            plot: 'Дээд давхрын хөршийн шөнийн чимээнээс болж хоёр айлын хооронд маргаан дэгдэнэ.',
            enPlot: 'Noise from the upstairs neighbours at night starts a feud between the two households.',
          },
          {
            name: 'Эмээгийн төрсөн өдөр',
            plot: 'Ач зээ нар эмээдээ гэнэтийн баяр зохиох гэж хуримтлуулсан мөнгөө нэг өдрийн дотор үрнэ.',
            enPlot: 'The grandchildren spend all their savings in one day on a surprise party for their grandmother.',
          },
          {
            name: 'Хүргэн',
            plot: 'Том охин Сарнай найз залуугаа анх удаа гэртээ дагуулж ирээд аавтайгаа танилцуулна.',
            enPlot: 'Eldest daughter Sarnai brings her boyfriend home to meet her father for the first time.',
          },
          {
            name: 'Шалгалт',
            plot: 'Отгон хүү Тэмүүлэн элсэлтийн шалгалтынхаа өмнөх орой гэрээсээ сураггүй алга болно.',
            enPlot: 'Youngest son Temuulen vanishes the evening before his university entrance exam.',
          },
          {
            name: 'Бууз чимхэх өдөр',
            plot: 'Цагаан сарын өмнө бууз чимхэж суухдаа гэр бүлийнхэн дотроо хадгалсан гомдлоо хэлж, эцэст нь эвлэрнэ.',
            enPlot: 'Making dumplings before the Lunar New Year, the family airs old grudges and finally makes peace.',
          },
        ],
      },
      {
        episodes: [
          { name: 'Хурим', plot: 'Сарнайн хуримын бэлтгэл хоёр талын гэр бүлийн заншлын зөрүүгээс болж самгардана.' },
          {
            name: 'Ажилгүй аав',
            plot: 'Ажлаасаа халагдсан Ганбат гэрийнхэндээ хэлж зүрхлэхгүй, өглөө бүр ажилдаа явж буй дүр эсгэнэ.',
          },
          {
            name: 'Хөдөөний зочин',
            plot: 'Хөдөөнөөс ирсэн авга ах нь лифт, түгжрэл, хөршүүдтэй орон сууцны амьдралд дасаж ядна.',
          },
          { name: 'Хуучин зураг', plot: 'Эмээгийн хуучин цомгоос ач нар нь өвөөгийнхөө залуу насны нууцыг олж мэднэ.' },
          {
            name: 'Өвлийн амралт',
            plot: 'Гэр бүлийнхэн Тэрэлж рүү амрахаар гарсан ч машин нь замдаа эвдэрч, хээр хонох болно.',
          },
          {
            name: 'Нэг дээвэр дор',
            plot: 'Дорж гуай өвдсөнийг сонсоод тал тал тийш тарсан хүүхдүүд нь гэртээ дахин цуглана.',
          },
        ],
      },
    ],
  },
  {
    slug: 'bosgo-totgo',
    i: 'Bosgo Totgo',
    m: 'Босго тотго',
    o: 'Босго тотго',
    from: 2014,
    to: 2015,
    rating: 2,
    runtime: 50,
    genres: ['history', 'drama', 'war'],
    countries: ['MN'],
    languages: ['mn'],
    tags: ['Монгол түүх', 'Эр зориг', 'Тал нутаг'],
    plot: 'Хил хамгаалах байгууллага үүсч хөгжсөн түүх, хилийн заставт алба хаасан үе үеийн хилчдийн хувь заяаг өгүүлэх түүхэн цуврал.',
    enPlot:
      'A historical serial about the founding of Mongolia’s border service and the generations of guards who served at its outposts.',
    creators: [],
    seasons: [
      {
        episodes: [
          { name: 'Анхны застав', plot: '1930-аад онд залуу цэрэг Цэрэн зүүн хилийн шинэхэн заставт томилогдон ирнэ.' },
          {
            name: 'Шуурга',
            plot: 'Цасан шуурганд хилийн эргүүл төөрч, Цэрэн нөхдөө аврахын тулд амиа дэнчинд тавина.',
          },
          { name: 'Хасар', plot: 'Заставын сургасан нохой Хасар хил зөрчигчийн мөрийг гурав хоног мөшгинө.' },
          {
            name: 'Малчны охин',
            plot: 'Ойролцоох малчин айлын охин Гэрэлмаа заставынханд тусалж, Цэрэнтэй сэтгэлээ холбоно.',
          },
          { name: 'Тушаал', plot: 'Даргын хатуу тушаал, нөхрийнхөө амь хоёрын хооронд Цэрэн сонголт хийх болно.' },
          { name: 'Босго', plot: 'Заставаа орхин явах өдөр Цэрэн хилийн босгыг сахина гэдгийн жинхэнэ утгыг ойлгоно.' },
        ],
      },
      {
        episodes: [
          { name: 'Эцгийн мөр', plot: 'Цэрэнгийн хүү Батсүх аавынхаа алба хааж байсан заставт дарга болж ирнэ.' },
          { name: 'Говийн хил', plot: 'Өмнөд хилийн говьд ус тасарч, заставынхан худаг гаргахаар ноцолдоно.' },
          { name: 'Захидал', plot: 'Гэрээс ирсэн захидал Батсүхийг хилийн алба, гэр бүл хоёрын хооронд эргэлзүүлнэ.' },
          {
            name: 'Шөнийн түгшүүр',
            plot: 'Шөнийн түгшүүрийн дохиогоор босгосон застав хил зөрчигчдийн бүлгийг мөрдөнө.',
          },
          { name: 'Тотго', plot: 'Олон жилийн албаныхаа эцэст Батсүх залуу хилчдэд эцгийнхээ түүхийг ярьж өгнө.' },
        ],
      },
    ],
  },
  {
    slug: 'tusgai-salaa',
    i: 'Tusgai Salaa',
    m: 'Тусгай салаа',
    o: 'Тусгай салаа',
    from: 2012,
    to: 2013,
    rating: 3,
    runtime: 45,
    genres: ['crime', 'drama'],
    countries: ['MN'],
    languages: ['mn'],
    tags: ['Хот'],
    plot: 'Улаанбаатар хотын цагдаагийн тусгай салааны мөрдөгчид хүнд гэмт хэргийг илрүүлэхийн зэрэгцээ өөрсдийн амьдралын сорилтыг давна.',
    enPlot: 'Detectives of a special police unit in Ulaanbaatar solve serious crimes while facing trials of their own.',
    creators: [],
    seasons: [
      {
        episodes: [
          {
            name: 'Салааны дарга',
            plot: 'Туршлагатай мөрдөгч Энхтөр шинээр байгуулсан тусгай салааг удирдах үүрэг хүлээнэ.',
          },
          {
            name: 'Шөнийн дуудлага',
            plot: 'Захын ойролцоо гарсан дээрмийн хэргийн мөрөөр мөрдөгчид шөнөжин хөөцөлдөнө.',
          },
          {
            name: 'Хуурамч баримт',
            plot: 'Газар өмчлөлийн хуурамч бичиг баримтын хэрэг өндөр албан тушаалтан руу хөтөлнө.',
          },
          {
            name: 'Алга болсон охин',
            plot: 'Сургуулиасаа гэртээ ирээгүй охиныг хайх ажиллагаанд бүх салаа хүчээ нэгтгэнэ.',
          },
          { name: 'Итгэлцэл', plot: 'Салааны дотроос мэдээлэл алдагдаж, Энхтөр хамт олноо сэжиглэхэд хүрнэ.' },
          {
            name: 'Хаалттай хэрэг',
            plot: 'Арван жилийн өмнө хаагдсан хэрэг дахин сөхөгдөж, Энхтөрийн өнгөрсөнтэй холбогдоно.',
          },
        ],
      },
      {
        episodes: [
          { name: 'Шинэ гишүүн', plot: 'Хуулийн сургуулиа дөнгөж төгссөн Ану салаанд ирж, анхны хэргээ хүлээн авна.' },
          { name: 'Хилийн чанадад', plot: 'Хүний наймааны сүлжээний мөрөөр мөрдөгчид хилийн чанадад гарна.' },
          { name: 'Гал', plot: 'Агуулахад гарсан түймэр санамсаргүй биш байсныг Ану олж тогтооно.' },
          {
            name: 'Сүүлчийн мөр',
            plot: 'Тэтгэвэрт гарахынхаа өмнө Энхтөр албаныхаа хамгийн хэцүү хэргийг шийдвэрлэнэ.',
          },
        ],
      },
    ],
  },
];
