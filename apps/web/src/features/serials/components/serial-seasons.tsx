import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { href } from '../../../lib/routes';
import { useSerialSeasons, type SeasonCard } from '../api/get-serial-seasons';
import { CardGrades } from './card-grades';
import { LoadMore, Section } from '../../../components/catalogue/section';
import { GridList } from '../../../components/catalogue/title-card';
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
      <GridList items={query.data} keyOf={(season) => season.season_slug} gap={2}>
        {(season) => <SeasonItem serialSlug={slug} season={season} unpublished={!published} />}
      </GridList>
      <LoadMore query={query} ns="serials" label={t('detail.moreSeasons')} />
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
      <TitleLink to={to} color="inherit" sx={{ mt: 0.75, fontWeight: 500 }}>
        {name}
      </TitleLink>
      {unpublished && <Chip size="small" color="warning" label={t('detail.unpublished')} sx={{ mt: 0.5 }} />}
      <CardGrades critic={season.grade_average} audience={season.g_average_audience} />
    </Box>
  );
}
