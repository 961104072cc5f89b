import Pagination from '@mui/material/Pagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

/** Phones of 320-480 px get 5 page slots, wider screens 7 (part 2 section 9). */
export const NARROW_PAGINATION_QUERY = '(min-width: 320px) and (max-width: 480px)';

/**
 * The catalogues' page links. MUI keeps the number of slots (page numbers plus ellipses) constant:
 * 2 × boundary + 2 × siblings + 3, so one sibling gives 7 slots and none gives 5.
 */
export function CataloguePagination({
  page,
  pageCount,
  onChange,
  links,
}: {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** A fixed number of slots at every width (the journal list keeps 7, part 2 section 9). */
  links?: 7;
}) {
  const { t } = useTranslation('catalogue');
  const narrowScreen = useMediaQuery(NARROW_PAGINATION_QUERY, { noSsr: true });
  const narrow = links ? false : narrowScreen;
  if (pageCount <= 1) return null;
  return (
    <Pagination
      aria-label={t('pagination.label')}
      count={pageCount}
      page={Math.min(Math.max(page, 1), pageCount)}
      onChange={(_, next) => onChange(next)}
      siblingCount={narrow ? 0 : 1}
      boundaryCount={1}
      color="primary"
      shape="rounded"
      size={narrowScreen ? 'small' : 'medium'}
      getItemAriaLabel={(type, number, selected) =>
        type === 'page'
          ? t(selected ? 'pagination.current' : 'pagination.page', { page: number })
          : t(`pagination.${type}`)
      }
      sx={{ display: 'flex', justifyContent: 'center', my: 3, '& ul': { justifyContent: 'center' } }}
    />
  );
}
