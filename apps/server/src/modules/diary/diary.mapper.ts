import type { DiaryEntry } from '@mfi/contract/diary.schemas';
import type { MediaUrls } from '../../lib/storage';
import { type DiaryPageRow, titleOf } from './diary.queries';

// A diary row with its title → the answer's entry (contract/diary.schemas.ts). A season's and an episode's
// title is their serial's; an episode adds its own number and names, and a season its number.

export function toDiaryEntry(media: MediaUrls, r: DiaryPageRow, verdicts: { can_edit?: boolean } = {}): DiaryEntry {
  const e = r.entry;
  const { kind } = titleOf(e);
  const base = {
    id: e.id,
    date: e.watchedOn,
    rewatch: e.rewatch,
    grade: e.grade,
    kind,
    review: e.review,
    tags: e.tags,
    ...verdicts,
  };
  if (kind === 'movie')
    return {
      ...base,
      title: r.movieTitle ?? '',
      title_en: r.movieTitleEn ?? '',
      slug: r.movieSlug ?? '',
      year: r.movieYear,
      poster: media.urlOf(r.moviePoster),
    };
  const serial = {
    ...base,
    title: r.serialTitle ?? '',
    title_en: r.serialTitleEn ?? '',
    year: r.serialYear,
    poster: media.urlOf(r.seasonPoster ?? r.serialPoster),
    serial_slug: r.serialSlug ?? '',
    season_slug: r.seasonSlug ?? '',
    season_num: r.seasonNum ?? 0,
  };
  if (kind === 'season') return { ...serial, slug: r.seasonSlug ?? '' };
  return {
    ...serial,
    slug: r.episodeSlug ?? '',
    episode_num: r.episodeNum ?? 0,
    episode_title: r.episodeName ?? '',
    episode_title_en: r.episodeNameEn ?? '',
  };
}
