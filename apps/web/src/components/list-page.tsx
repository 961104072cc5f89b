import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListError } from './list-states';
import { usePageHeadingTag } from './page-heading-tag';
import { PageTitle } from './page-title';
import { CataloguePagination } from './pagination';

// The frame of a paged list page (artists, journals, review lists; part 2 section 2): heading and total,
// the caller's search and filters, the results in their grid, the page buttons. Texts come from the caller.

/** The page's width and padding, its tab title and heading, the total beside it and `actions` at the end. */
export function ListPage({
  title,
  total,
  actions,
  children,
}: {
  title: string;
  /** The total line once the list has answered (`testId` for the tests). */
  total?: { text: string; testId: string } | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingTag = usePageHeadingTag();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={title} />
      <Stack
        direction="row"
        sx={{
          alignItems: actions ? 'center' : 'baseline',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: actions ? 1 : 0,
          mb: 2,
        }}
      >
        <Typography variant="h4" component={headingTag} sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        {total && (
          <Typography color="text.secondary" data-testid={total.testId}>
            {total.text}
          </Typography>
        )}
        {actions && (
          <>
            <Box sx={{ flex: 1 }} />
            {actions}
          </>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** A list call as the results read it (TanStack Query's result). */
export interface ListQuery {
  isError: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

/**
 * The results: an error with a retry before any answer, a grid of skeleton cards while loading, `empty`
 * for no items, else the items (dimmed while the next page loads), then the page buttons.
 */
export function ListResults<T>({
  list,
  items,
  gridSx,
  loading,
  error,
  empty,
  pages,
  children,
}: {
  list: ListQuery;
  /** The items once the list has answered. */
  items: T[] | undefined;
  gridSx: SxProps<Theme> & object;
  /** The skeleton cards' count and shape (`lines`: the widths of the text lines under the image). */
  loading: { label: string; count: number; ratio: string; lines: string[] };
  error: { text: string; retryLabel: string };
  empty: ReactNode;
  pages: { page: number; pageCount: number | undefined; links?: 7; onChange(page: number): void };
  children(item: T): ReactNode;
}) {
  return (
    <>
      {list.isError && !items ? (
        <ListError text={error.text} retryLabel={error.retryLabel} onRetry={() => void list.refetch()} />
      ) : !items ? (
        <Box sx={gridSx} role="status" aria-busy="true" aria-label={loading.label}>
          {Array.from({ length: loading.count }, (_, index) => (
            <Box key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: loading.ratio }} />
              {loading.lines.map((width, line) => (
                <Skeleton key={line} width={width} />
              ))}
            </Box>
          ))}
        </Box>
      ) : items.length === 0 ? (
        empty
      ) : (
        <Box sx={{ ...gridSx, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {items.map(children)}
        </Box>
      )}
      {pages.pageCount !== undefined && (
        <CataloguePagination
          page={pages.page}
          pageCount={pages.pageCount}
          links={pages.links}
          onChange={pages.onChange}
        />
      )}
    </>
  );
}

/** The list's sort box: the caller's orders, each named by `labelOf`. */
export function SortSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  options: readonly T[];
  labelOf(option: T): string;
  onChange(value: string): void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
