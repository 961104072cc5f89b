import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteSearch } from '../api/site-search';
import { searchPageHref } from './search-item-link';

/**
 * Under a movie catalogue's search box: how many films of the other catalogue (Mongolian or not) match the
 * same text, linking to them on the results page (issue 24: «Монгол» typed in "Кино" found nothing and
 * nothing said why). The site search's answer for the text, which the header has often asked already.
 */
export function OtherCatalogueHint({ search, mongolian }: { search: string; mongolian: boolean }) {
  const { t } = useTranslation('search');
  const found = useSiteSearch({ q: search });
  const other = mongolian ? 'movie' : 'mongolian_movie';
  const count = found.isPlaceholderData ? 0 : (found.data?.groups.find((g) => g.kind === other)?.count ?? 0);
  if (!count) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="other-catalogue-hint">
      {t(mongolian ? 'otherCatalogue.foreign' : 'otherCatalogue.mongolian', { count })}{' '}
      <Link component={RouterLink} to={searchPageHref(search, other)}>
        {t('otherCatalogue.show')}
      </Link>
    </Alert>
  );
}
