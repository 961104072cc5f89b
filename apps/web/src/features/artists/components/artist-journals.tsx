import { useTranslation } from 'react-i18next';
import { JournalCardGrid } from '../../../components/journal-card';
import { useArtistJournals } from '../api/get-artist-journals';
import { DetailSection } from './detail-section';

/** Related journals with "load more" until the server says end_point (part 2 section 4). */
export function ArtistJournals({ slug }: { slug: string }) {
  const { t } = useTranslation('artists');
  const journals = useArtistJournals(slug);
  const items = journals.data?.pages.flatMap((page) => page.journals) ?? [];
  return (
    <DetailSection title={t('detail.journals')} hidden={items.length === 0}>
      <JournalCardGrid
        journals={items}
        testId="artist-journals"
        more={{
          shown: journals.hasNextPage,
          busy: journals.isFetchingNextPage,
          label: t('detail.loadMore'),
          onClick: () => void journals.fetchNextPage(),
        }}
      />
    </DetailSection>
  );
}
