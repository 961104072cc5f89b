import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ScrollRail } from '../../../components/scroll-rail';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { type TitleKind, useLatestTitles } from '../api/get-latest-titles';

const WIDTH = 150;
/** The title under the poster keeps two lines' room, so every card (and its skeleton) is one height. */
const TITLE_SX = {
  mt: 0.75,
  lineHeight: 1.3,
  height: '2.6em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The newest published movies or serials as posters (part 1 section 3 "Latest movie/serial"). */
export function LatestTitlesRail({ kind }: { kind: TitleKind }) {
  const { t } = useTranslation('home');
  const query = useLatestTitles(kind);
  const en = useEnglish();
  if (query.isError) return null;
  const detail = (slug: string) =>
    kind === 'movie' ? href('movie-detail', { slug }) : href('serial-detail', { slug });
  return (
    <ScrollRail
      id={`home-latest-${kind}s`}
      title={t(`rails.latest.${kind}`)}
      items={query.data}
      keyOf={(title) => title.slug}
      itemSx={{ width: WIDTH }}
      labels={{ previous: t('rail.previous'), next: t('rail.next') }}
      skeleton={
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 3', height: 'auto' }} />
          <Skeleton sx={{ ...TITLE_SX, transform: 'none' }} />
        </Box>
      }
    >
      {(title) => {
        // The international title in English (decision 023).
        const name = nameIn(title.title, title.i_title, en);
        return (
          <Box data-testid="latest-title">
            <Poster src={title.poster} alt={name} to={detail(title.slug)} besideTitleLink />
            <TitleLink to={detail(title.slug)} sx={{ ...TITLE_SX, fontWeight: 500 }}>
              {name}
            </TitleLink>
          </Box>
        );
      }}
    </ScrollRail>
  );
}
