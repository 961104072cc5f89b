import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { journalGridSx } from '../components/journal-card';
import { ListPage, ListResults, SortSelect } from '../../../components/list-page';
import { ListEmpty } from '../../../components/list-states';
import { SearchBox } from '../../../components/search-box';
import { useListQuery } from '../../../lib/query-state';
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
  const { query, setQuery, searchBox, sortSelect, page, reset, goToPage } = useListQuery(defaults);
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

  return (
    <ListPage
      title={t(published ? 'list.title' : 'list.unpublishedTitle')}
      total={data && { text: t('list.total', { count: data.journal_total }), testId: 'journal-total' }}
      actions={
        // Links to pages, not verdicts on an item: each shows by the power its page's route guard takes
        // (app/router.tsx), as the menus do.
        <>
          {published && profile?.powers.see_journal_drafts && (
            <Button component={RouterLink} to={href('unpublished-journal-list')} size="small">
              {t('list.drafts')}
            </Button>
          )}
          {profile?.powers.write_journals && (
            <Button component={RouterLink} to={href('journal-create')} variant="contained" startIcon={<AddIcon />}>
              {t('list.create')}
            </Button>
          )}
        </>
      }
    >
      <JournalTabs type={query.type} subType={query.sub_type} onChange={setQuery} />

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <SearchBox label={t('list.search')} buttonLabel={t('list.searchButton')} {...searchBox} />
        <TagFilter value={query.tags} onChange={(tags) => setQuery({ tags })} />
        <SortSelect label={t('list.sort')} options={SORTS} labelOf={(sort) => t(`sort.${sort}`)} {...sortSelect} />
      </Box>

      <ListResults
        list={list}
        items={data?.journal_list}
        gridSx={journalGridSx}
        loading={{ label: t('loading'), count: 6, ratio: '16 / 9', lines: ['40%', '90%', '70%'] }}
        error={{ text: t('list.error'), retryLabel: t('list.retry') }}
        empty={
          <ListEmpty title={t('list.empty')} hint={t('list.emptyHint')} resetLabel={t('list.reset')} onReset={reset} />
        }
        pages={{ page, pageCount: data?.journal_page, links: 7, onChange: goToPage }}
      >
        {(journal) => <JournalListCard key={journal.id} journal={journal} />}
      </ListResults>
    </ListPage>
  );
}
