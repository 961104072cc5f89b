import { lazy, Suspense } from 'react';
import { FestivalBannerSpace } from '../../features/festival/components/festival-banner-space';
import { HomePage } from '../../features/home/pages/home-page';
import { ListRail } from '../../features/lists/components/list-rail';
import { loadNamespaces } from '../../lib/i18n';

// The festival's banner and its texts load after the page, keeping them out of the home page's first load.
const bannerModule = () =>
  Promise.all([import('../../features/festival/components/festival-banner'), loadNamespaces('submission')]);
const FestivalBanner = lazy(() => bannerModule().then(([m]) => ({ default: m.FestivalBanner })));

/**
 * home and db-home: the home feature's page with the festival's current edition (its banner) and the lists
 * feature's latest movie and serial lists.
 */
export function HomeRoute() {
  return (
    <HomePage
      festival={
        <Suspense fallback={<FestivalBannerSpace />}>
          <FestivalBanner />
        </Suspense>
      }
      lists={
        <>
          <ListRail kind="movie" />
          <ListRail kind="serial" />
        </>
      }
    />
  );
}
