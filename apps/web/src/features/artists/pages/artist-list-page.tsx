import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterIcon from '@mui/icons-material/FilterList';
import { useState } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '../../../components/list-states';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { CataloguePagination } from '../../../components/pagination';
import { useCatalogueQuery } from '../../../lib/query-state';
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
  const [query, setQuery, reset] = useCatalogueQuery(defaults);
  const [searchText, setSearchText] = useState(query.search);
  const activeFilters = [query.country, query.profession, query.year].filter(Boolean).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const page = Math.max(1, Number(query.page) || 1);
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

  function resetAll() {
    setSearchText('');
    reset();
  }

  const title = t(variant.title);
  const data = list.data;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={title} />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="artist-total">
            {t('list.total', { count: data.artist_total })}
          </Typography>
        )}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchBox
          label={t('list.search')}
          buttonLabel={t('list.searchButton')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(search) => setQuery({ search })}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label={t('list.sort')}
            value={query.sort}
            onChange={(event) => setQuery({ sort: event.target.value })}
            sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
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
          <ArtistFilters value={query} onChange={setQuery} onReset={resetAll} />
        </Paper>
      </Collapse>

      {list.isError && !data ? (
        <ListError text={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Box sx={artistGridSx} aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: 12 }, (_, index) => (
            <Box key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
              <Skeleton width="70%" />
            </Box>
          ))}
        </Box>
      ) : data.artist_list.length === 0 ? (
        <ListEmpty
          title={t('list.empty')}
          hint={t('list.emptyHint')}
          resetLabel={t('filter.reset')}
          onReset={resetAll}
        />
      ) : (
        <Box sx={{ ...artistGridSx, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {data.artist_list.map((artist) => (
            <ArtistCard key={artist.id} artist={artist} />
          ))}
        </Box>
      )}

      {data && (
        <CataloguePagination
          page={page}
          pageCount={data.artist_page}
          onChange={(next) => {
            setQuery({ page: String(next) });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Box>
  );
}
