// Demo artists: real film people with facts only (years, countries, well-known works and awards). A
// fact we were not sure of is left out (a birth year stays empty rather than guessed).

export type DemoArtist = {
  /** English name: the key the movies seed links crew by. */
  en: string;
  mn: string;
  firstName: string;
  lastName: string;
  born?: number;
  died?: number;
  countries: string[];
  oldCountries?: string[];
  professions: string[];
  bio: string;
  bioEn: string;
  /** Left unpublished so contributors have work. */
  unpublished?: boolean;
};

export const DEMO_ARTISTS: DemoArtist[] = [
  {
    en: 'Byambasuren Davaa', mn: 'Бямбасүрэнгийн Даваа', firstName: 'Даваа', lastName: 'Бямбасүрэн', born: 1971,
    countries: ['MN'], professions: ['director', 'screenwriter'],
    bio: 'Монголын кино найруулагч. Луижи Фалорнитой хамтран бүтээсэн «Уйлж буй тэмээний түүх» (2003) баримтат кино нь шилдэг баримтат киноны Оскарт нэр дэвшсэн. «Шар нохойн там» (2005) киног бүтээсэн.',
    bioEn: 'Mongolian film director. The Story of the Weeping Camel (2003), made with Luigi Falorni, was nominated for the Academy Award for best documentary feature. She also made The Cave of the Yellow Dog (2005).',
  },
  {
    en: 'Dashdorjiin Natsagdorj', mn: 'Дашдоржийн Нацагдорж', firstName: 'Нацагдорж', lastName: 'Дашдорж', born: 1906, died: 1937,
    countries: ['MN'], professions: ['writer', 'poet', 'playwright'],
    bio: 'Монголын орчин үеийн уран зохиолыг үндэслэгчдийн нэг. «Миний нутаг» шүлэг, «Учиртай гурван толгой» жүжгийн зохиолч.',
    bioEn: 'One of the founders of modern Mongolian literature, author of the poem My Native Land and the play Three Sad Hills.',
  },
  {
    en: 'Khulan Chuluun', mn: 'Чулууны Хулан', firstName: 'Хулан', lastName: 'Чулуун',
    countries: ['MN'], professions: ['actress'],
    bio: 'Монголын жүжигчин. Сергей Бодровын «Монгол» (2007) кинонд Бөртэгийн дүрд тоглосон.',
    bioEn: 'Mongolian actress. She played Börte in Sergei Bodrov’s Mongol (2007).',
  },
  {
    en: 'Zoljargal Purevdash', mn: 'Пүрэвдашийн Золжаргал', firstName: 'Золжаргал', lastName: 'Пүрэвдаш',
    countries: ['MN'], professions: ['director', 'screenwriter'], unpublished: true,
    bio: 'Монголын кино найруулагч. Түүний «If Only I Could Hibernate» (2023) кино Каннын кино наадмын «Un Certain Regard» хөтөлбөрт шалгарсан.',
    bioEn: 'Mongolian film director. Her If Only I Could Hibernate (2023) was selected for Un Certain Regard at the Cannes Film Festival.',
  },
  {
    en: 'Sergei Bodrov', mn: 'Сергей Бодров', firstName: 'Сергей', lastName: 'Бодров', born: 1948,
    countries: ['RU'], oldCountries: ['SUHH'], professions: ['director', 'screenwriter'],
    bio: 'Оросын кино найруулагч. Чингис хааны залуу насны тухай «Монгол» (2007) кино нь гадаад хэл дээрх шилдэг киноны Оскарт нэр дэвшсэн.',
    bioEn: 'Russian film director. Mongol (2007), about the young Genghis Khan, was nominated for the Academy Award for best foreign language film.',
  },
  {
    en: 'Tadanobu Asano', mn: 'Таданобу Асано', firstName: 'Таданобу', lastName: 'Асано', born: 1973,
    countries: ['JP'], professions: ['actor'],
    bio: 'Японы жүжигчин. Сергей Бодровын «Монгол» (2007) кинонд Тэмүжиний дүрд тоглосон.',
    bioEn: 'Japanese actor. He played Temüjin in Sergei Bodrov’s Mongol (2007).',
  },
  {
    en: 'Akira Kurosawa', mn: 'Акира Куросава', firstName: 'Акира', lastName: 'Куросава', born: 1910, died: 1998,
    countries: ['JP'], professions: ['director', 'screenwriter'],
    bio: 'Японы кино найруулагч, кино зохиолч. «Рашомон» (1950) кино нь Венецийн кино наадмын «Алтан арслан» шагнал хүртсэн. «Амьдрах» (1952), «Долоон самурай» (1954) кинонууд нь дэлхийн кино урлагт томоохон нөлөө үзүүлсэн.',
    bioEn: 'Japanese film director and screenwriter. Rashomon (1950) won the Golden Lion at Venice; Ikiru (1952) and Seven Samurai (1954) shaped world cinema.',
  },
  {
    en: 'Toshiro Mifune', mn: 'Тоширо Мифүнэ', firstName: 'Тоширо', lastName: 'Мифүнэ', born: 1920, died: 1997,
    countries: ['JP'], professions: ['actor'],
    bio: 'Японы жүжигчин. Акира Куросавагийн «Рашомон» (1950), «Долоон самурай» (1954) зэрэг олон кинонд гол дүрд тоглосон.',
    bioEn: 'Japanese actor who led many of Akira Kurosawa’s films, among them Rashomon (1950) and Seven Samurai (1954).',
  },
  {
    en: 'Takashi Shimura', mn: 'Такаши Шимура', firstName: 'Такаши', lastName: 'Шимура', born: 1905, died: 1982,
    countries: ['JP'], professions: ['actor'], unpublished: true,
    bio: 'Японы жүжигчин. Акира Куросавагийн «Амьдрах» (1952) кинонд гол дүрд, «Долоон самурай» (1954) кинонд самурайчуудын ахлагч Камбэйн дүрд тоглосон.',
    bioEn: 'Japanese actor. He led Akira Kurosawa’s Ikiru (1952) and played Kambei, the samurai leader, in Seven Samurai (1954).',
  },
  {
    en: 'Hayao Miyazaki', mn: 'Хаяо Миязаки', firstName: 'Хаяо', lastName: 'Миязаки', born: 1941,
    countries: ['JP'], professions: ['director', 'screenwriter', 'animator'],
    bio: 'Японы хүүхэлдэйн киноны найруулагч, 1985 онд байгуулагдсан «Ghibli» студийг үүсгэн байгуулагчдын нэг. «Spirited Away» (2001) кино нь Берлиний наадмын «Алтан баавгай» болон шилдэг хүүхэлдэйн киноны Оскар шагнал хүртсэн.',
    bioEn: 'Japanese animation director and a co-founder of Studio Ghibli (1985). Spirited Away (2001) won the Golden Bear in Berlin and the Academy Award for best animated feature.',
  },
  {
    en: 'Andrei Tarkovsky', mn: 'Андрей Тарковский', firstName: 'Андрей', lastName: 'Тарковский', born: 1932, died: 1986,
    countries: ['RU'], oldCountries: ['SUHH'], professions: ['director', 'screenwriter'],
    bio: 'Зөвлөлтийн кино найруулагч. Анхны бүрэн хэмжээний уран сайхны кино «Иваны бага нас» (1962) нь Венецийн наадмын «Алтан арслан» шагнал хүртсэн. «Андрей Рублёв» (1966), «Солярис» (1972), «Сталкер» (1979) кинонуудыг бүтээсэн.',
    bioEn: 'Soviet film director. His first feature, Ivan’s Childhood (1962), won the Golden Lion at Venice; he went on to make Andrei Rublev (1966), Solaris (1972) and Stalker (1979).',
  },
  {
    en: 'Federico Fellini', mn: 'Федерико Феллини', firstName: 'Федерико', lastName: 'Феллини', born: 1920, died: 1993,
    countries: ['IT'], professions: ['director', 'screenwriter'],
    bio: 'Италийн кино найруулагч. «La Dolce Vita» (1960) кино нь Каннын наадмын «Алтан далдуу мод» шагнал хүртсэн. «Зам» (1954), «8½» (1963), «Амаркорд» (1973) кинонууд нь гадаад хэл дээрх шилдэг киноны Оскар шагнал хүртжээ.',
    bioEn: 'Italian film director. La Dolce Vita (1960) won the Palme d’Or; La Strada (1954), 8½ (1963) and Amarcord (1973) won the Academy Award for best foreign language film.',
  },
  {
    en: 'Giulietta Masina', mn: 'Жульетта Мазина', firstName: 'Жульетта', lastName: 'Мазина', born: 1921, died: 1994,
    countries: ['IT'], professions: ['actress'],
    bio: 'Италийн жүжигчин, Федерико Феллинигийн гэргий. Түүний «Зам» (1954), «Кабирийн шөнүүд» (1957) кинонд гол дүрд тоглосон.',
    bioEn: 'Italian actress and Federico Fellini’s wife; she led his La Strada (1954) and Nights of Cabiria (1957).',
  },
  {
    en: 'Marcello Mastroianni', mn: 'Марчелло Мастроянни', firstName: 'Марчелло', lastName: 'Мастроянни', born: 1924, died: 1996,
    countries: ['IT'], professions: ['actor'],
    bio: 'Италийн жүжигчин. Федерико Феллинигийн «La Dolce Vita» (1960), «8½» (1963) кинонд гол дүрд тоглосон.',
    bioEn: 'Italian actor who led Federico Fellini’s La Dolce Vita (1960) and 8½ (1963).',
  },
  {
    en: 'Ingmar Bergman', mn: 'Ингмар Бергман', firstName: 'Ингмар', lastName: 'Бергман', born: 1918, died: 2007,
    countries: ['SE'], professions: ['director', 'screenwriter'],
    bio: 'Шведийн кино, театрын найруулагч. «Долоо дахь тамга» (1957), «Зэрлэг гүзээлзгэнэ» (1957), «Персона» (1966), «Фанни ба Александр» (1982) кинонуудыг бүтээсэн.',
    bioEn: 'Swedish film and stage director: The Seventh Seal (1957), Wild Strawberries (1957), Persona (1966), Fanny and Alexander (1982).',
  },
  {
    en: 'Agnès Varda', mn: 'Аньес Варда', firstName: 'Аньес', lastName: 'Варда', born: 1928, died: 2019,
    countries: ['FR'], professions: ['director', 'screenwriter'],
    bio: 'Францын кино найруулагч, «Шинэ давалгаа» урсгалын төлөөлөгч. «Cléo de 5 à 7» (1962) киног бүтээсэн. 2017 онд хүндэт Оскар шагнал хүртсэн.',
    bioEn: 'French film director of the New Wave: Cléo from 5 to 7 (1962). She received an honorary Academy Award in 2017.',
  },
  {
    en: 'Charlie Chaplin', mn: 'Чарли Чаплин', firstName: 'Чарли', lastName: 'Чаплин', born: 1889, died: 1977,
    countries: ['GB'], professions: ['actor', 'director', 'composer'],
    bio: 'Английн жүжигчин, кино найруулагч. Дуугүй киноны үеийн «Тэнэмэл» дүрээрээ алдаршсан. «Алтны халуурал» (1925), «Шинэ цаг» (1936), «Агуу дарангуйлагч» (1940) кинонуудыг бүтээсэн.',
    bioEn: 'English actor and director, famous for the Tramp of the silent era: The Gold Rush (1925), Modern Times (1936), The Great Dictator (1940).',
  },
  {
    en: 'Stanley Kubrick', mn: 'Стэнли Кубрик', firstName: 'Стэнли', lastName: 'Кубрик', born: 1928, died: 1999,
    countries: ['US'], professions: ['director', 'screenwriter', 'producer'],
    bio: 'Америкийн кино найруулагч. «2001: Сансрын одиссей» (1968), «A Clockwork Orange» (1971), «The Shining» (1980) кинонуудыг бүтээсэн.',
    bioEn: 'American film director: 2001: A Space Odyssey (1968), A Clockwork Orange (1971), The Shining (1980).',
  },
  {
    en: 'Steven Spielberg', mn: 'Стивен Спилберг', firstName: 'Стивен', lastName: 'Спилберг', born: 1946,
    countries: ['US'], professions: ['director', 'producer'],
    bio: 'Америкийн кино найруулагч, продюсер. «Шиндлерийн жагсаалт» (1993), «Байлдагч Райаныг аврах нь» (1998) кинонуудаараа шилдэг найруулагчийн Оскар шагнал хүртсэн.',
    bioEn: 'American director and producer; Schindler’s List (1993) and Saving Private Ryan (1998) won him the Academy Award for best director.',
  },
  {
    en: 'Martin Scorsese', mn: 'Мартин Скорсезе', firstName: 'Мартин', lastName: 'Скорсезе', born: 1942,
    countries: ['US'], professions: ['director', 'producer'],
    bio: 'Америкийн кино найруулагч. «Таксины жолооч» (1976) кино нь Каннын наадмын «Алтан далдуу мод» шагнал хүртсэн. «The Departed» (2006) кинонд шилдэг найруулагчийн Оскар шагнал хүртсэн.',
    bioEn: 'American film director. Taxi Driver (1976) won the Palme d’Or; The Departed (2006) won him the Academy Award for best director.',
  },
  {
    en: 'Robert De Niro', mn: 'Роберт Де Ниро', firstName: 'Роберт', lastName: 'Де Ниро', born: 1943,
    countries: ['US'], professions: ['actor', 'producer'],
    bio: 'Америкийн жүжигчин. «Загалмайлсан эцэг II» (1974) кинонд туслах дүрийн, «Raging Bull» (1980) кинонд гол дүрийн Оскар шагнал хүртсэн. Мартин Скорсезегийн олон кинонд тоглосон.',
    bioEn: 'American actor. He won Academy Awards for The Godfather Part II (1974, supporting) and Raging Bull (1980, lead), and made many films with Martin Scorsese.',
  },
  {
    en: 'Meryl Streep', mn: 'Мерил Стрип', firstName: 'Мерил', lastName: 'Стрип', born: 1949,
    countries: ['US'], professions: ['actress'],
    bio: 'Америкийн жүжигчин. «Kramer vs. Kramer» (1979), «Sophie’s Choice» (1982), «The Iron Lady» (2011) кинонуудаараа гурван удаа Оскар шагнал хүртсэн.',
    bioEn: 'American actress, winner of three Academy Awards: Kramer vs. Kramer (1979), Sophie’s Choice (1982), The Iron Lady (2011).',
  },
  {
    en: 'Tom Hanks', mn: 'Том Хэнкс', firstName: 'Том', lastName: 'Хэнкс', born: 1956,
    countries: ['US'], professions: ['actor', 'producer'],
    bio: 'Америкийн жүжигчин. «Philadelphia» (1993), «Форрест Гамп» (1994) кинонуудаараа хоёр жил дараалан шилдэг эрэгтэй дүрийн Оскар шагнал хүртсэн.',
    bioEn: 'American actor who won the Academy Award for best actor two years running, for Philadelphia (1993) and Forrest Gump (1994).',
  },
  {
    en: 'Leonardo DiCaprio', mn: 'Леонардо ДиКаприо', firstName: 'Леонардо', lastName: 'ДиКаприо', born: 1974,
    countries: ['US'], professions: ['actor', 'producer'],
    bio: 'Америкийн жүжигчин. «Титаник» (1997) кинонд тоглож алдаршсан. «The Revenant» (2015) кинонд шилдэг эрэгтэй дүрийн Оскар шагнал хүртсэн.',
    bioEn: 'American actor, famous since Titanic (1997); The Revenant (2015) won him the Academy Award for best actor.',
  },
  {
    en: 'Christopher Nolan', mn: 'Кристофер Нолан', firstName: 'Кристофер', lastName: 'Нолан', born: 1970,
    countries: ['GB', 'US'], professions: ['director', 'screenwriter', 'producer'],
    bio: 'Британи-Америкийн кино найруулагч. «Memento» (2000), «Харанхуй баатар» (2008), «Inception» (2010) кинонуудыг бүтээсэн. «Оппенгеймер» (2023) кинонд шилдэг найруулагчийн Оскар шагнал хүртсэн.',
    bioEn: 'British-American film director: Memento (2000), The Dark Knight (2008), Inception (2010). Oppenheimer (2023) won him the Academy Award for best director.',
  },
  {
    en: 'Cillian Murphy', mn: 'Киллиан Мёрфи', firstName: 'Киллиан', lastName: 'Мёрфи', born: 1976,
    countries: ['IE'], professions: ['actor'],
    bio: 'Ирландын жүжигчин. Кристофер Ноланы «Оппенгеймер» (2023) кинонд шилдэг эрэгтэй дүрийн Оскар шагнал хүртсэн.',
    bioEn: 'Irish actor; Christopher Nolan’s Oppenheimer (2023) won him the Academy Award for best actor.',
  },
  {
    en: 'Bong Joon-ho', mn: 'Пон Жүнхо', firstName: 'Жүнхо', lastName: 'Пон', born: 1969,
    countries: ['KR'], professions: ['director', 'screenwriter'],
    bio: 'Өмнөд Солонгосын кино найруулагч. «Паразит» (2019) кино нь Каннын наадмын «Алтан далдуу мод» болон шилдэг киноны Оскар шагнал хүртсэн. «Аллагын дурсамж» (2003) киног бүтээсэн.',
    bioEn: 'South Korean film director. Parasite (2019) won the Palme d’Or and the Academy Award for best picture; he also made Memories of Murder (2003).',
  },
  {
    en: 'Song Kang-ho', mn: 'Сон Ганхо', firstName: 'Ганхо', lastName: 'Сон', born: 1967,
    countries: ['KR'], professions: ['actor'],
    bio: 'Өмнөд Солонгосын жүжигчин. Пон Жүнхогийн «Аллагын дурсамж» (2003), «Паразит» (2019) кинонд гол дүрд тоглосон.',
    bioEn: 'South Korean actor who led Bong Joon-ho’s Memories of Murder (2003) and Parasite (2019).',
  },
  {
    en: 'Wong Kar-wai', mn: 'Вон Карвай', firstName: 'Карвай', lastName: 'Вон', born: 1958,
    countries: ['HK'], professions: ['director', 'screenwriter'], unpublished: true,
    bio: 'Хонконгийн кино найруулагч. «Happy Together» (1997) кинондоо Каннын наадмын шилдэг найруулагчийн шагнал хүртсэн. «In the Mood for Love» (2000) киног бүтээсэн.',
    bioEn: 'Hong Kong film director. Happy Together (1997) won him best director at Cannes; he also made In the Mood for Love (2000).',
  },
];
