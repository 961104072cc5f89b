import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useJournalKind } from '../api/journal-type-names';
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
  const kindOf = useJournalKind();
  // The cards carry the Mongolian type names; English mode looks the English ones up by slug.
  const kind = (journal: JournalCardFields) =>
    journal.journal_type_slug && journal.journal_sub_type_slug
      ? kindOf({
          main: journal.journal_type ?? '',
          mainSlug: journal.journal_type_slug,
          sub: journal.journal_sub_type ?? '',
          subSlug: journal.journal_sub_type_slug,
        })
      : undefined;
  return (
    <>
      <Box sx={journalGridSx} data-testid={testId}>
        {journals.map((journal, index) => (
          <JournalCard
            key={`${journal.journal_slug ?? ''}-${index}`}
            journal={{ ...journalCardView(journal), kind: kind(journal) ?? journalCardView(journal).kind }}
          />
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
