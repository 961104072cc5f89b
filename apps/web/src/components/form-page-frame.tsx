import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';
import { PageTitle } from './page-title';

/**
 * An editor page (a journal's, a list's): the page's title, a header row with the heading between what goes
 * before it (a Back button) and after it (Save), then the form.
 */
export function FormPageFrame({
  heading,
  before,
  after,
  headerMb = 3,
  children,
}: {
  heading: string;
  before?: ReactNode;
  after?: ReactNode;
  /** The space under the header row (a list's editor keeps its outcome alert close to it). */
  headerMb?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={heading} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: headerMb }}>
        {before}
        <PageHeading fontSize={{ xs: '1.4rem', sm: '2rem' }} sx={{ flex: 1, minWidth: 0 }}>
          {heading}
        </PageHeading>
        {after}
      </Stack>
      {children}
    </Box>
  );
}
