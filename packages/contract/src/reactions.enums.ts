// Reactions (part 2 sections 3 and 4): 17 for every title, movies also popcorn_movie. Names are the
// original's, spelling included (i_am_dissapointed). Each user has REACTION_SLOTS slots per title.
// Plain lists without zod, so a page that only shows reactions loads no validation code; the call bodies
// that check them are in reactions.ts.

export const REACTION_SLOTS = 3;

export const REACTIONS = [
  { name: 'guilty_pleasure', emoji: '😈', mn: 'Гэм буруутай таашаал', en: 'Guilty pleasure' },
  { name: 'movie_guide', emoji: '🧭', mn: 'Заавал үзэх ёстой', en: 'A must-see guide' },
  { name: 'awesome_music', emoji: '🎵', mn: 'Гайхалтай хөгжим', en: 'Awesome music' },
  { name: 'top_notch_directing', emoji: '🎬', mn: 'Шилдэг найруулга', en: 'Top-notch directing' },
  { name: 'top_notch_act', emoji: '🎭', mn: 'Шилдэг жүжиглэлт', en: 'Top-notch acting' },
  { name: 'top_notch_cinematography', emoji: '🎥', mn: 'Шилдэг зураг авалт', en: 'Top-notch cinematography' },
  { name: 'bravo', emoji: '👏', mn: 'Браво!', en: 'Bravo!' },
  { name: 'loved_every_minute', emoji: '😍', mn: 'Минут бүрт нь дурласан', en: 'Loved every minute' },
  { name: 'i_slept', emoji: '😴', mn: 'Унтчихсан', en: 'I fell asleep' },
  { name: 'i_shocked', emoji: '😱', mn: 'Цочирдсон', en: 'I was shocked' },
  { name: 'i_traumatized', emoji: '😵', mn: 'Сэтгэл санаа минь хөдөлсөн', en: 'I was traumatized' },
  { name: 'i_am_dissapointed', emoji: '😞', mn: 'Сэтгэл дундуур байна', en: 'I am disappointed' },
  { name: 'i_am_not_amused', emoji: '😐', mn: 'Сонирхолгүй санагдсан', en: 'I am not amused' },
  { name: 'it_was_funny', emoji: '😂', mn: 'Инээдтэй байсан', en: 'It was funny' },
  { name: 'it_was_sad', emoji: '😢', mn: 'Гунигтай байсан', en: 'It was sad' },
  { name: 'i_was_scared', emoji: '😨', mn: 'Айсан', en: 'I was scared' },
  { name: 'it_was_mind_blown', emoji: '🤯', mn: 'Тархи дэлбэрмээр', en: 'Mind-blowing' },
] as const;

export const POPCORN_MOVIE = { name: 'popcorn_movie', emoji: '🍿', mn: 'Попкорн кино', en: 'Popcorn movie' } as const;

/** The 18 movie reactions; serials, seasons and episodes have the first 17. */
export const MOVIE_REACTIONS = [...REACTIONS, POPCORN_MOVIE] as const;

export type Reaction = (typeof REACTIONS)[number];
export type MovieReactionName = (typeof MOVIE_REACTIONS)[number]['name'];
export const MOVIE_REACTION_NAMES = MOVIE_REACTIONS.map((r) => r.name) as [MovieReactionName, ...MovieReactionName[]];
export const TITLE_REACTION_NAMES = REACTIONS.map((r) => r.name) as [Reaction['name'], ...Reaction['name'][]];
