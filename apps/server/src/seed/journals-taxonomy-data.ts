// The journal taxonomy (part 2 section 3 "Journal taxonomy"): the list's main tabs and their sub-tabs,
// with Mongolian names and Latin slugs. The article type's «Анхны алхам» subtype holds the navigation's
// fixed article (/journal/niitlel/anhnii-alham/detail, apps/web/src/lib/routes.ts firstStepArticle).

export type DemoSubType = { slug: string; mn: string; en: string };
export type DemoMainType = { slug: string; mn: string; en: string; subTypes: DemoSubType[] };

export const JOURNAL_TAXONOMY: DemoMainType[] = [
  {
    slug: 'bulan',
    mn: 'Булан',
    en: 'Column',
    subTypes: [
      { slug: 'bulan', mn: 'Булан', en: 'Column' },
      { slug: 'poster', mn: 'Постер', en: 'Poster' },
    ],
  },
  {
    slug: 'video',
    mn: 'Видео',
    en: 'Video',
    subTypes: [
      { slug: 'video-esse', mn: 'Видео эссэ', en: 'Video essay' },
      { slug: 'nevtruuleg', mn: 'Нэвтрүүлэг', en: 'Programme' },
      { slug: 'video-kino-shinjilgee', mn: 'Видео кино шинжилгээ', en: 'Video film analysis' },
    ],
  },
  { slug: 'medee', mn: 'Мэдээ', en: 'News', subTypes: [{ slug: 'medee', mn: 'Мэдээ', en: 'News' }] },
  {
    slug: 'niitlel',
    mn: 'Нийтлэл',
    en: 'Article',
    subTypes: [
      { slug: 'dursamj', mn: 'Дурсамж', en: 'Memoir' },
      { slug: 'namtar', mn: 'Намтар', en: 'Biography' },
      { slug: 'survaljlaga', mn: 'Сурвалжлага', en: 'Reportage' },
      { slug: 'heleltsuuleg', mn: 'Хэлэлцүүлэг', en: 'Discussion' },
      { slug: 'yariltslaga', mn: 'Ярилцлага', en: 'Interview' },
      { slug: 'anhnii-alham', mn: 'Анхны алхам', en: 'First steps' },
    ],
  },
  {
    slug: 'kino-sudlal',
    mn: 'Кино судлал',
    en: 'Film studies',
    subTypes: [
      { slug: 'kino-naadam', mn: 'Кино наадам', en: 'Festival' },
      { slug: 'onol', mn: 'Онол', en: 'Theory' },
      { slug: 'sudalgaa', mn: 'Судалгаа', en: 'Research' },
      { slug: 'shuumj', mn: 'Шүүмж', en: 'Review' },
      { slug: 'manifest', mn: 'Манифест', en: 'Manifesto' },
      { slug: 'tuuh', mn: 'Түүх', en: 'History' },
      { slug: 'ursgal', mn: 'Урсгал', en: 'Movement' },
      { slug: 'mongol-kino', mn: 'Монгол кино', en: 'Mongolian film' },
    ],
  },
  { slug: 'podcast', mn: 'Подкаст', en: 'Podcast', subTypes: [{ slug: 'podcast', mn: 'Подкаст', en: 'Podcast' }] },
  {
    slug: 'toim',
    mn: 'Шүүмжийн тойм',
    en: 'Review overview',
    subTypes: [{ slug: 'video-toim', mn: 'Видео тойм', en: 'Video review overview' }],
  },
];
