import type { YearReviewResponse } from '@mfi/contract/year-review.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { YearFigures, YearMember } from './year-review.queries';

// The year's figures → the answer (issue 29 part 4): media keys become addresses.

export function toYearReview(media: MediaUrls, member: YearMember, year: number, f: YearFigures): YearReviewResponse {
  return {
    user: { slug: member.slug, username: member.username, image: media.urlOf(member.image) },
    year,
    years: f.years,
    films: f.films,
    episodes: f.episodes,
    viewings: f.viewings,
    rewatches: f.rewatches,
    minutes: f.minutes,
    months: f.months,
    genres: f.genres,
    countries: f.countries,
    directors: f.directors,
    highest_rated: f.rated.map((r) => ({ ...r, poster: media.urlOf(r.poster) })),
    grades: f.grades,
  };
}
