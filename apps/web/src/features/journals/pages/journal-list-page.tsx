import { hasAnyRole, hasRole } from '@mfi/contract/roles';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { journalGridSx } from '../../../components/journal-card';
import { ListEmpty, ListError } from '../../../components/list-states';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { CataloguePagination } from '../../../components/pagination';
import { useCatalogueQuery } from '../../../lib/query-state';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useJournalList } from '../api/get-journal-list';
import { JournalListCard } from '../components/journal-list-card';
import { JournalTabs } from '../components/journal-tabs';
import { TagFilter } from '../components/tag-filter';

const SORTS = ['1', '2', '3', '4', '5', '6'] as const;
const defaults = { page: '1', search: '', sort: '1', type: '', sub_type: '', tags: '' };

/** journal-list and unpublished-journal-list: one page, the route name picks published or drafts. */
export function JournalListPage() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? 'journal-list';
  return <JournalCatalogue key={id} published={id !== 'unpublished-journal-list'} />;
}

function JournalCatalogue({ published }: { published: boolean }) {
  const { t } = useTranslation('journals');
  const { profile } = useSession();
  const [query, setQuery, reset] = useCatalogueQuery(defaults);
  const [searchText, setSearchText] = useState(query.search);
  const page = Math.max(1, Number(query.page) || 1);
  const list = useJournalList({
    page,
    published,
    type: query.type || undefined,
    sub_type: query.sub_type || undefined,
    search: query.search || undefined,
    sort: Number(query.sort) || 1,
    tags: query.tags || undefined,
  });
  const data = list.data;
  const title = t(published ? 'list.title' : 'list.unpublishedTitle');

  function resetAll() {
    setSearchText('');
    reset();
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="journal-total">
            {t('list.total', { count: data.journal_total })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {published && hasAnyRole(profile, ['publisher', 'contributer']) && (
          <Button component={RouterLink} to={href('unpublished-journal-list')} size="small">
            {t('list.drafts')}
          </Button>
        )}
        {hasRole(profile, 'publisher') && (
          <Button component={RouterLink} to={href('journal-create')} variant="contained" startIcon={<AddIcon />}>
            {t('list.create')}
          </Button>
        )}
      </Stack>

      <JournalTabs type={query.type} subType={query.sub_type} onChange={setQuery} />

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <SearchBox
          label={t('list.search')}
          buttonLabel={t('list.searchButton')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(search) => setQuery({ search })}
        />
        <TagFilter value={query.tags} onChange={(tags) => setQuery({ tags })} />
        <TextField
          select
          size="small"
          label={t('list.sort')}
          value={query.sort}
          onChange={(event) => setQuery({ sort: event.target.value })}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {list.isError && !data ? (
        <ListError text={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Box sx={journalGridSx} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Box key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
              <Skeleton width="40%" />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </Box>
          ))}
        </Box>
      ) : data.journal_list.length === 0 ? (
        <ListEmpty title={t('list.empty')} hint={t('list.emptyHint')} resetLabel={t('list.reset')} onReset={resetAll} />
      ) : (
        <Box sx={{ ...journalGridSx, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {data.journal_list.map((journal) => (
            <JournalListCard key={journal.id} journal={journal} />
          ))}
        </Box>
      )}

      {data && (
        <CataloguePagination
          page={page}
          pageCount={data.journal_page}
          links={7}
          onChange={(next) => {
            setQuery({ page: String(next) });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Box>
  );
}
