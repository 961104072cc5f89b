import { useTranslation } from 'react-i18next';
import { useArtistJournals } from '../../features/artists/api/get-artist-journals';
import { DetailSection } from '../../features/artists/components/detail-section';
import { ArtistDetailPage } from '../../features/artists/pages/artist-detail-page';
import { JournalCardGrid } from '../../features/journals/components/journal-card';

/** artist-detail: the artist's page with the journals written about them (the journals feature's cards). */
export function ArtistDetailRoute() {
  return <ArtistDetailPage journals={(slug) => <ArtistJournals slug={slug} />} />;
}

/** Related journals with "load more" until the server says end_point (part 2 section 4). */
function ArtistJournals({ slug }: { slug: string }) {
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
