import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { JournalCard } from './journal-card';
import { href } from '../../../lib/routes';
import type { JournalListItem } from '../api/get-journal-list';
import { useJournalKind } from '../api/journal-type-names';

/** A journal list item (part 2 section 3) as a card, its title an h2 under the list's h1; a draft says so. */
export function JournalListCard({ journal }: { journal: JournalListItem }) {
  const { t } = useTranslation('journals');
  const kind = useJournalKind();
  return (
    <JournalCard
      heading="h2"
      journal={{
        to: href('journal-detail', {
          typeSlug: journal.journal_type__main_type__type_slug,
          subTypeSlug: journal.journal_type__type_slug,
          slug: journal.journal_slug,
        }),
        cover: journal.journal_cover,
        title: journal.journal_title,
        kind: kind({
          main: journal.journal_type__main_type__type_mongol_name,
          mainSlug: journal.journal_type__main_type__type_slug,
          sub: journal.journal_type__type_mongol_name,
          subSlug: journal.journal_type__type_slug,
        }),
        excerpt: journal.content,
        author: journal.user__username,
        authorImage: journal.user__image,
        extra: journal.publish_date ? undefined : (
          <Chip size="small" color="warning" label={t('detail.unpublished')} sx={{ mt: 0.5 }} />
        ),
      }}
    />
  );
}
