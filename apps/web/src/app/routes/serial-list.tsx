import { SerialListPage } from '../../features/serials/pages/serial-list-page';
import { OtherCatalogueHint } from '../../features/search/components/other-catalogue-hint';

/** The serial catalogues, their search boxes telling when the sibling catalogue has matches (issue 24). */
export function SerialListRoute() {
  return (
    <SerialListPage
      searchHint={(search, mongolian) => <OtherCatalogueHint search={search} kind="serial" mongolian={mongolian} />}
    />
  );
}
