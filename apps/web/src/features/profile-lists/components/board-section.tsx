import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListResults, SortSelect } from '../../../components/list-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { ProfileSectionHeading } from '../../../components/profile-section-heading';
import { ApiError } from '../../../lib/api-client';
import { useCatalogueQuery } from '../../../lib/query-state';
import { useBoardList, type BoardCall } from '../api/get-board-list';

/** The sort modes of a list as the numbers the server takes (1 is the default), each with its label key. */
export type SortModes = readonly string[];

/**
 * The state of a board list in the address: `?sort=` (1-based, the server's number) and `?page=`; a new sort
 * starts again from page 1 (lib/query-state).
 */
function useBoardQuery(modes: SortModes) {
  const [state, setState] = useCatalogueQuery({ page: '1', sort: '1' });
  const sort = Math.min(Math.max(1, Number(state.sort) || 1), modes.length);
  const page = Math.max(1, Number(state.page) || 1);
  return { sort, page, setState };
}

/**
 * One list of a member's board (part 1 section 2 "User profile area": sortable and paginated), a section of
 * the profile page: its heading names the list and the member, then the total, the sort select with the
 * list's modes, the cards in their grid (skeletons while loading, a retry on error, a line when empty) and
 * the page links (5 at 320-480 px, else 7). A list the caller may not see (403, 404) is the not-found page.
 */
export function BoardSection<T>({
  call,
  title,
  modes,
  sortLabel,
  gridSx,
  skeleton,
  testId,
  children,
}: {
  call: BoardCall<T>;
  /** The list's name: "Movie reviews". */
  title: string;
  /** The sort modes' labels, in the server's order (sort 1 first). */
  modes: SortModes;
  sortLabel?: string;
  gridSx: SxProps<Theme> & object;
  /** The skeleton cards' shape (ratio of the image, widths of the lines). */
  skeleton: { ratio: string; lines: string[]; count?: number };
  testId: string;
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation('profileLists');
  const { slug = '' } = useParams();
  const headingId = useId();
  const { sort, page, setState } = useBoardQuery(modes);
  const list = useBoardList(call, { slug, page, sort });
  const data = list.data;

  if (list.error instanceof ApiError && (list.error.status === 403 || list.error.status === 404) && !data)
    return <NotFoundPage />;

  const heading = t('heading', { list: title, member: slug });
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ py: { xs: 2, sm: 3 }, '& h2': { scrollMarginTop: 80 } }}
    >
      <PageTitle title={heading} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, columnGap: 2, rowGap: 1.5, mb: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ProfileSectionHeading id={headingId}>{heading}</ProfileSectionHeading>
          <Typography color="text.secondary" data-testid={`${testId}-total`}>
            {data ? t('total', { count: data.count }) : '\u00a0'}
          </Typography>
        </Box>
        <SortSelect
          label={sortLabel ?? t('sort')}
          value={String(sort)}
          options={modes.map((_, index) => String(index + 1))}
          labelOf={(option) => modes[Number(option) - 1]}
          onChange={(next) => setState({ sort: next })}
          sx={{ minWidth: { sm: 240 } }}
        />
      </Stack>
      <ListResults
        list={list}
        items={data?.items}
        gridSx={gridSx}
        loading={{ label: t('loading'), count: skeleton.count ?? 8, ratio: skeleton.ratio, lines: skeleton.lines }}
        error={{ text: t('error'), retryLabel: t('retry') }}
        empty={
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid={`${testId}-empty`}>
            {t('empty')}
          </Typography>
        }
        pages={{
          page,
          pageCount: data?.pageCount,
          onChange: (next) => {
            setState({ page: String(next) });
            document.getElementById(headingId)?.scrollIntoView?.({ block: 'start' });
          },
        }}
      >
        {children}
      </ListResults>
    </Box>
  );
}
