import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FilterIcon from '@mui/icons-material/FilterList';
import { useState } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage, ListResults, SortSelect } from '../../../components/list-page';
import { ListEmpty } from '../../../components/list-states';
import { SearchBox } from '../../../components/search-box';
import { useListQuery } from '../../../lib/query-state';
import { useArtists } from '../api/get-artists';
import { ArtistCard, artistGridSx } from '../components/artist-card';
import { ArtistFilters } from '../components/artist-filters';

// One page serves the four artist catalogues (part 2 section 2); the route name picks the variant.
const variants = {
  'artist-list': { countryFlag: 1, published: true, title: 'list.international' },
  'mongol-artist-list': { countryFlag: 2, published: true, title: 'list.mongol' },
  'unpublished-artist-list': { countryFlag: 1, published: false, title: 'list.unpublishedInternational' },
  'unpublished-mongol-artist-list': { countryFlag: 2, published: false, title: 'list.unpublishedMongol' },
} as const;
type Variant = (typeof variants)[keyof typeof variants];

const SORTS = ['1', '2', '3', '4'] as const;
const defaults = { page: '1', search: '', sort: '1', country: '', profession: '', year: '' };

export function ArtistListPage() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? 'artist-list';
  const variant = variants[id as keyof typeof variants] ?? variants['artist-list'];
  // Keyed by route: the search box and the filter panel start afresh on another catalogue.
  return <ArtistCatalogue key={id} variant={variant} />;
}

function ArtistCatalogue({ variant }: { variant: Variant }) {
  const { t } = useTranslation('artists');
  const { query, setQuery, searchBox, sortSelect, page, reset, goToPage } = useListQuery(defaults);
  const activeFilters = [query.country, query.profession, query.year].filter(Boolean).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const list = useArtists({
    page,
    published: variant.published,
    search: query.search || undefined,
    sort: Number(query.sort) || 1,
    country: query.country || undefined,
    profession: query.profession || undefined,
    year: query.year || undefined,
    countryFlag: variant.countryFlag,
  });
  const data = list.data;

  return (
    <ListPage
      title={t(variant.title)}
      total={data && { text: t('list.total', { count: data.artist_total }), testId: 'artist-total' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchBox label={t('list.search')} buttonLabel={t('list.searchButton')} {...searchBox} sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1.5}>
          <SortSelect
            label={t('list.sort')}
            options={SORTS}
            labelOf={(sort) => t(`sort.${sort}`)}
            {...sortSelect}
            sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
          />
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            startIcon={
              <Badge badgeContent={activeFilters} color="secondary">
                <FilterIcon />
              </Badge>
            }
          >
            {t('filter.title')}
          </Button>
        </Stack>
      </Stack>

      <Collapse in={filtersOpen} unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <ArtistFilters value={query} onChange={setQuery} onReset={reset} />
        </Paper>
      </Collapse>

      <ListResults
        list={list}
        items={data?.artist_list}
        gridSx={artistGridSx}
        loading={{ label: t('list.loading'), count: 12, ratio: '2 / 3', lines: ['70%'] }}
        error={{ text: t('list.error'), retryLabel: t('list.retry') }}
        empty={
          <ListEmpty
            title={t('list.empty')}
            hint={t('list.emptyHint')}
            resetLabel={t('filter.reset')}
            onReset={reset}
          />
        }
        pages={{ page, pageCount: data?.artist_page, onChange: goToPage }}
      >
        {(artist) => <ArtistCard key={artist.id} artist={artist} />}
      </ListResults>
    </ListPage>
  );
}
