import type { RouteName } from '@mfi/contract/routes';

// The titles of pages that are the same for every reader (catalogues, the journal, the festival list, forms),
// in the words of the web's navigation (apps/web/src/i18n, nav.items).

type Texts = { mn: string; en: string };

export const SITE_DESCRIPTION: Texts = {
  mn: 'Монголын кино мэдээллийн сан ба кино сонирхогчдын нийгэмлэг',
  en: 'The database of Mongolian film and a community of film lovers',
};

export const NOT_FOUND: Texts = { mn: 'Хуудас олдсонгүй', en: 'Page not found' };

/** A page's own title; a page not named here (the two home pages) is titled by the site's name alone. */
export const PAGE_TITLES: Partial<Record<RouteName, Texts>> = {
  'mfi-home': { mn: 'Монголын Кино Институт', en: 'Mongolian Film Institute' },
  'artist-list': { mn: 'Гадаадын уран бүтээлчид', en: 'International artists' },
  'mongol-artist-list': { mn: 'Монгол уран бүтээлчид', en: 'Mongolian artists' },
  'movie-list': { mn: 'Бүрэн хэмжээний кино', en: 'Feature films' },
  'short-movie-list': { mn: 'Богино хэмжээний кино', en: 'Short films' },
  'mongol-movie-list': { mn: 'Монгол кино', en: 'Mongolian films' },
  'mongol-short-movie-list': { mn: 'Монгол богино хэмжээний кино', en: 'Mongolian short films' },
  'serial-list': { mn: 'Цуврал', en: 'Serials' },
  'mongol-serial-list': { mn: 'Монгол цуврал', en: 'Mongolian serials' },
  'journal-list': { mn: 'Нийтлэл', en: 'Articles' },
  'festival-list': { mn: 'Фестиваль', en: 'Festival' },
  'annual-award-guidelines': { mn: 'Оролцох журам', en: 'Entry guidelines' },
  'movie-review-list': { mn: 'Киноны шүүмж', en: 'Movie reviews' },
  'episode-review-list': { mn: 'Ангийн шүүмж', en: 'Episode reviews' },
  'season-review-list': { mn: 'Улирлын шүүмж', en: 'Season reviews' },
  terms: { mn: 'Үйлчилгээний нөхцөл', en: 'Terms of use' },
  search: { mn: 'Хайлт', en: 'Search' },
  login: { mn: 'Нэвтрэх', en: 'Log in' },
  signup: { mn: 'Бүртгүүлэх', en: 'Sign up' },
  'activate-user': { mn: 'Бүртгэл идэвхжүүлэх', en: 'Activate your account' },
  'forgot-password': { mn: 'Нууц үг сэргээх', en: 'Reset your password' },
  'reset-password': { mn: 'Нууц үг сэргээх', en: 'Reset your password' },
  'change-phone': { mn: 'Утасны дугаар солих', en: 'Change your phone number' },
  'email-undo': { mn: 'Имэйлийн өөрчлөлтийг буцаах', en: 'Undo the e-mail change' },
  'under-construction': { mn: 'Хуудас бэлтгэгдэж байна', en: 'Under construction' },
};
