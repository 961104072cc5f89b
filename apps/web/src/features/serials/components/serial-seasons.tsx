import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import { useSerialSeasons, type SeasonCard } from '../api/get-serial-seasons';
import { CardGrades } from './card-grades';
import { LoadMore, Section } from './section';
import { numberedTitle } from './numbered-title';

/**
 * The serial's seasons (part 2 section 2): published ones for everybody, and for contributors a second list
 * of unpublished ones, each with "more seasons" until the server's end_point.
 */
export function SerialSeasons({ slug, published }: { slug: string; published: boolean }) {
  const { t } = useTranslation('serials');
  const query = useSerialSeasons(slug, published);
  const title = t(published ? 'detail.seasons' : 'detail.unpublishedSeasons');
  if (query.isPending) return <Skeleton height={120} />;
  if (query.isError) return null;
  if (!query.data.length) {
    // An empty published list says so; an empty unpublished list is not worth a heading.
    return published ? (
      <Section title={title}>
        <Typography color="text.secondary">{t('detail.noSeasons')}</Typography>
      </Section>
    ) : null;
  }
  return (
    <Section title={title} testId={published ? 'seasons' : 'unpublished-seasons'}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
        }}
      >
        {query.data.map((season) => (
          <Box component="li" key={season.season_slug}>
            <SeasonItem serialSlug={slug} season={season} unpublished={!published} />
          </Box>
        ))}
      </Box>
      <LoadMore
        shown={query.hasNextPage}
        busy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
        label={t('detail.moreSeasons')}
      />
    </Section>
  );
}

function SeasonItem({
  serialSlug,
  season,
  unpublished,
}: {
  serialSlug: string;
  season: SeasonCard;
  unpublished: boolean;
}) {
  const { t } = useTranslation('serials');
  const to = href('season-detail', { serialSlug, seasonSlug: season.season_slug });
  const name = numberedTitle(t, 'season', season.season_num, season.season_name);
  return (
    <Box>
      <Poster src={season.season_poster} alt={name} to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{ display: 'block', mt: 0.75, fontWeight: 500 }}
      >
        {name}
      </Link>
      {unpublished && <Chip size="small" color="warning" label={t('detail.unpublished')} sx={{ mt: 0.5 }} />}
      <CardGrades critic={season.grade_average} audience={season.g_average_audience} />
    </Box>
  );
}
