import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SearchKind } from '@mfi/contract/search.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteSearch } from '../api/site-search';
import { searchPageHref } from './search-item-link';

/** Each catalogue's sibling (Mongolian or not: /movie and /mongol-movie, /serial and /mongol-serial). */
const SIBLINGS = {
  movie: { mongolian: 'movie', other: 'mongolian_movie', text: { mongolian: 'foreign', other: 'mongolian' } },
  serial: {
    mongolian: 'serial',
    other: 'mongolian_serial',
    text: { mongolian: 'foreignSerials', other: 'mongolianSerials' },
  },
} as const satisfies Record<string, { mongolian: SearchKind; other: SearchKind; text: Record<string, string> }>;

/**
 * Under a catalogue's search box: how many titles of its sibling catalogue (Mongolian or not) match the same
 * text, linking to them on the results page (issue 24: «Монгол» typed in "Кино" found nothing and nothing said
 * why). The site search's answer for the text, which the header has often asked already.
 */
export function OtherCatalogueHint({
  search,
  kind,
  mongolian,
}: {
  search: string;
  kind: keyof typeof SIBLINGS;
  mongolian: boolean;
}) {
  const { t } = useTranslation('search');
  const found = useSiteSearch({ q: search });
  const sibling = SIBLINGS[kind];
  const other = mongolian ? sibling.mongolian : sibling.other;
  const count = found.isPlaceholderData ? 0 : (found.data?.groups.find((g) => g.kind === other)?.count ?? 0);
  if (!count) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="other-catalogue-hint">
      {t(`otherCatalogue.${mongolian ? sibling.text.mongolian : sibling.text.other}`, { count })}{' '}
      <Link component={RouterLink} to={searchPageHref(search, other)}>
        {t('otherCatalogue.show')}
      </Link>
    </Alert>
  );
}
