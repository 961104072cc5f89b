import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';

// The header's search (issue 24 item 1), on every page. The box with its results loads after the first paint
// with the `search` texts, keeping the home page's first load within its budget (e2e/page-weight); until
// then a still box of the same size holds its place.
const HeaderSearchBox = lazy(() =>
  Promise.all([import('./header-search-box'), loadNamespaces('search')]).then(([m]) => ({
    default: m.HeaderSearchBox,
  })),
);

export function HeaderSearch() {
  const { t } = useTranslation('nav');
  const placeholder = (
    <Box
      aria-hidden
      title={t('search')}
      sx={{ display: 'flex', alignItems: 'center', width: { xs: 40, md: 180, lg: 220 }, height: 40, px: 1 }}
    >
      <SearchIcon />
    </Box>
  );
  return (
    <Suspense fallback={placeholder}>
      <HeaderSearchBox />
    </Suspense>
  );
}
