import type { AboutDetailResponse } from '@mfi/contract/about.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { listAboutMembers } from './about.queries';

type MemberRow = Awaited<ReturnType<typeof listAboutMembers>>[number];

/** The page and its members → the spec's shape (part 1 section 3 "About us"). */
export function toAboutDetail(
  page: { title: string; content: string },
  members: MemberRow[],
  media: MediaUrls,
  seesArtist: (publish: boolean) => boolean,
): AboutDetailResponse {
  return {
    aboutTitle: page.title,
    aboutContent: page.content,
    members: members.map((m) => ({
      memberTitle: m.title,
      memberName: m.name,
      memberCategory: m.category,
      memberUserSlug: m.userSlug,
      memberArtistSlug: m.artistSlug !== null && seesArtist(Boolean(m.artistPublish)) ? m.artistSlug : null,
      memberImageURL: media.url(m.image),
      memberDescription: m.description,
    })),
  };
}
