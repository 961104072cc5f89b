import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import { useSeasonEpisodes, type EpisodeCard } from '../api/get-season-episodes';
import { CardGrades } from './card-grades';
import { PlotText } from './plot-text';
import { Section } from '../../../components/catalogue/section';
import { LayoutToggle, type Layout } from '../../../components/catalogue/layout-toggle';
import { GridList } from '../../../components/catalogue/title-card';
import { numberedTitle } from './numbered-title';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';

/**
 * A season's episodes, published (everybody) or unpublished (contributors), with page links: part 2 section 9
 * gives the episode list 3 (MUI keeps 2 × boundary + 2 × siblings + 3 slots, so none of either).
 */
export function SeasonEpisodes({
  serialSlug,
  seasonSlug,
  published,
}: {
  serialSlug: string;
  seasonSlug: string;
  published: boolean;
}) {
  const { t } = useTranslation('serials');
  const { t: tc } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<Layout>('list');
  const query = useSeasonEpisodes(serialSlug, seasonSlug, published, page);
  const title = t(published ? 'season.episodes' : 'season.unpublishedEpisodes');
  const list = query.data?.episode_list ?? [];
  if (!published && !query.isPending && list.length === 0) return null;

  return (
    <Section title={title} testId={published ? 'episodes' : 'unpublished-episodes'}>
      <LayoutToggle
        ns="serials"
        layout={layout}
        onChange={setLayout}
        sx={{ justifyContent: 'flex-end', mt: -5, mb: 1 }}
      />
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <Alert severity="error">{t('season.episodesError')}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('season.noEpisodes')}</Typography>
      ) : (
        <GridList
          items={list}
          keyOf={(episode) => episode.episode_slug}
          gap={2}
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          columns={
            layout === 'grid'
              ? { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }
              : 'minmax(0, 1fr)'
          }
        >
          {(episode) => (
            <EpisodeItem serialSlug={serialSlug} seasonSlug={seasonSlug} episode={episode} layout={layout} />
          )}
        </GridList>
      )}
      {(query.data?.episode_page ?? 0) > 1 && (
        <Pagination
          aria-label={tc('pagination.label')}
          count={query.data!.episode_page}
          page={page}
          onChange={(_, next) => setPage(next)}
          siblingCount={0}
          boundaryCount={0}
          color="primary"
          shape="rounded"
          getItemAriaLabel={(type, number, selected) =>
            type === 'page'
              ? tc(selected ? 'pagination.current' : 'pagination.page', { page: number })
              : tc(`pagination.${type}`)
          }
          sx={{ display: 'flex', justifyContent: 'center', my: 2 }}
        />
      )}
    </Section>
  );
}

function EpisodeItem({
  serialSlug,
  seasonSlug,
  episode,
  layout,
}: {
  serialSlug: string;
  seasonSlug: string;
  episode: EpisodeCard;
  layout: Layout;
}) {
  const { t } = useTranslation('serials');
  const to = href('episode-detail', { serialSlug, seasonSlug, episodeSlug: episode.episode_slug });
  const name = numberedTitle(
    t,
    'episode',
    episode.episode_num,
    nameIn(episode.episode_name, episode.name_en, useEnglish()),
  );
  return (
    <Stack
      direction={layout === 'list' ? { xs: 'column', sm: 'row' } : 'column'}
      spacing={1.5}
      data-testid="episode-item"
    >
      <Box sx={{ width: layout === 'list' ? { xs: '100%', sm: 220 } : '100%', flex: '0 0 auto' }}>
        <Poster src={episode.episode_img} alt={name} to={to} ratio="16 / 9" besideTitleLink />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }} lang={langOf(name)}>
          {name}
        </Link>
        <CardGrades critic={episode.grade_average} audience={episode.g_average_audience} />
        {layout === 'list' && (
          <Box sx={{ mt: 0.5 }}>
            <PlotText plot={episode.plot} enPlot={episode.english_plot} variant="body2" clampLines={3} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}
