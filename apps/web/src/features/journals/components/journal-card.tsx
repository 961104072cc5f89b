import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JournalCard, journalCardView, journalGridSx, type JournalCardFields } from '../../../components/journal-card';

// The card itself lives in components (the profile board lists articles too); the journal pages import it here.
export { JournalCard, journalGridSx };

/**
 * The journal cards of an artist, movie or serial page, with "load more" while the server has more
 * (part 2 section 4); `more` carries the caller's label and paging state.
 */
export function JournalCardGrid({
  journals,
  testId,
  more,
}: {
  journals: JournalCardFields[];
  testId?: string;
  more?: { shown: boolean; busy: boolean; label: string; onClick(): void };
}) {
  return (
    <>
      <Box sx={journalGridSx} data-testid={testId}>
        {journals.map((journal, index) => (
          <JournalCard key={`${journal.journal_slug ?? ''}-${index}`} journal={journalCardView(journal)} />
        ))}
      </Box>
      {more?.shown && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={more.onClick} disabled={more.busy}>
          {more.label}
        </Button>
      )}
    </>
  );
}
