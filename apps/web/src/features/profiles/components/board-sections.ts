import type { UserObject } from '@mfi/contract/profiles.schemas';
import type { RouteName } from '../../../lib/routes';

export type BoardSectionId = 'movies' | 'serials' | 'artists' | 'articles';

/** Which count of `user_object` a board link shows; none for the top lists, which the detail does not count. */
type CountKey = { [K in keyof UserObject]: UserObject[K] extends number | null ? K : never }[keyof UserObject];

/** The user area's child routes that take the member's slug only. */
export type BoardRoute = Exclude<
  Extract<RouteName, `user-${string}`>,
  'user-movie-list-detail' | 'user-serial-list-detail' | 'user-year-review'
>;

export interface BoardItem {
  route: BoardRoute;
  count?: CountKey;
}

export interface BoardSection {
  id: BoardSectionId;
  items: BoardItem[];
}

/**
 * The accordion board of part 1 section 2 (Movies, Serials, Artists, Articles) over the user area's child
 * routes, each with its count from the detail. Articles show where the profile answer says `can_see_drafts`
 * (a publisher's own page, and contributors', who see every draft); their routes take the same roles.
 */
export function boardSections(showArticles: boolean): BoardSection[] {
  const sections: BoardSection[] = [
    {
      id: 'movies',
      items: [
        { route: 'user-movie-reviews', count: 'moviereview' },
        { route: 'user-movie-detailed-reviews', count: 'moviedetailedreview' },
        { route: 'user-favorite-movies', count: 'favoritemovies' },
        { route: 'user-favorite-short-movies', count: 'favoriteshortmovies' },
        { route: 'user-reacted-movies', count: 'reactedmovies' },
        { route: 'user-watch-movies', count: 'watchmovies' },
        { route: 'user-movie-list', count: 'usermovielist' },
        { route: 'user-best-movie-list' },
      ],
    },
    {
      id: 'serials',
      items: [
        { route: 'user-episode-reviews', count: 'episodereview' },
        { route: 'user-episode-detailed-reviews', count: 'episodedetailedreview' },
        { route: 'user-favorite-serials', count: 'favoriteserials' },
        { route: 'user-reacted-serials' },
        { route: 'user-watch-serials', count: 'watchserials' },
        { route: 'user-serial-list', count: 'userseriallist' },
        { route: 'user-best-serial-list' },
      ],
    },
    { id: 'artists', items: [{ route: 'user-idols', count: 'idols' }] },
  ];
  if (showArticles)
    sections.push({
      id: 'articles',
      items: [
        { route: 'user-published-journals', count: 'publishedarticles' },
        { route: 'user-unpublished-journals', count: 'unpublishedarticles' },
      ],
    });
  return sections;
}

/** A section's badge: the sum of its links' counts. */
export const sectionTotal = (section: BoardSection, user: UserObject) =>
  section.items.reduce((sum, item) => sum + (item.count ? (user[item.count] ?? 0) : 0), 0);
