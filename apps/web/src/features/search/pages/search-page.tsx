import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SITE_SEARCH_PER_PAGE } from '@mfi/contract/limits';
import { SEARCH_KINDS, type SearchKind } from '@mfi/contract/search.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { CataloguePagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { useCatalogueQuery } from '../../../lib/query-state';
import { useSiteSearch } from '../api/site-search';
import { countText } from '../../../lib/count-text';
import { searchItemHref } from '../components/search-item-link';
import { SearchResultRow } from '../components/search-result-row';

const defaults = { q: '', kind: '', page: '1' };
const isKind = (k: string): k is SearchKind => (SEARCH_KINDS as readonly string[]).includes(k);

/** search (issue 24): every kind's count as a tab, a page of the chosen kind's matches. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [query, setQuery] = useCatalogueQuery(defaults);
  const q = query.q.trim();
  const chosen = isKind(query.kind) ? query.kind : undefined;
  const page = Math.max(1, Number(query.page) || 1);
  // No tab asked for: the first kind with matches (the header's answer for the text, usually cached).
  const preview = useSiteSearch({ q: chosen ? '' : q });
  const counted = preview.isPlaceholderData ? undefined : preview.data;
  const kind = chosen ?? counted?.groups.find((g) => g.count > 0)?.kind ?? 'movie';
  const search = useSiteSearch({ q: chosen || counted ? q : '', kind, page });
  const groups = search.data?.groups ?? [];
  const group = groups.find((g) => g.kind === kind);
  // The box follows the address (a search from the header while this page is open).
  const [text, setText] = useState(query.q);
  const [shown, setShown] = useState(query.q);
  if (shown !== query.q) {
    setShown(query.q);
    setText(query.q);
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={q ? t('page.titleFor', { q }) : t('page.title')} />
      <PageHeading fontSize={{ xs: '1.5rem', sm: '2rem' }} sx={{ mb: 2 }}>
        {q ? t('page.titleFor', { q }) : t('page.title')}
      </PageHeading>
      <SearchBox
        label={t('label')}
        region={t('page.title')}
        buttonLabel={t('submit')}
        value={text}
        onChange={setText}
        onSubmit={(next) => setQuery({ q: next, kind: '', page: '1' })}
        sx={{ mb: 2 }}
      />
      {!q ? (
        <Typography color="text.secondary">{t('page.prompt')}</Typography>
      ) : (
        <>
          <Tabs
            value={kind}
            onChange={(_, next: SearchKind) => setQuery({ kind: next, page: '1' })}
            // Eight kinds: on a phone the row scrolls under the finger (MUI hides the arrows below sm), whole
            // tabs side by side, the chosen one scrolled into view; arrows from sm up, where a mouse needs them.
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('page.tabs')}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, maxWidth: '100%' }}
          >
            {SEARCH_KINDS.map((k) => {
              const found = groups.find((g) => g.kind === k);
              return (
                <Tab
                  key={k}
                  value={k}
                  label={
                    found === undefined
                      ? t(`group.${k}`)
                      : `${t(`group.${k}`)} (${countText(found.count, found.count_capped)})`
                  }
                  data-testid={`search-tab-${k}`}
                  sx={{ minWidth: 0, px: { xs: 1.5, sm: 2 }, whiteSpace: 'nowrap' }}
                />
              );
            })}
          </Tabs>
          {search.isError ? (
            <Alert severity="error">{t('page.error')}</Alert>
          ) : group && group.results.length === 0 && !search.isFetching ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('none')}
            </Typography>
          ) : (
            <List
              aria-label={t(`group.${kind}`)}
              aria-busy={search.isFetching}
              data-testid="search-results"
              sx={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
            >
              {group?.results.map((item) => (
                <ListItem key={`${item.kind}-${item.id}`} disablePadding divider>
                  <ListItemButton component={RouterLink} to={searchItemHref(item)}>
                    <SearchResultRow item={item} size="large" />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <CataloguePagination
            page={page}
            pageCount={Math.ceil((group?.count ?? 0) / SITE_SEARCH_PER_PAGE)}
            onChange={(next) => {
              setQuery({ page: String(next) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Box>
  );
}
