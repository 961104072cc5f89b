import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { CatalogueListPage, useCatalogueState } from '../../../components/catalogue/catalogue-list-page';
import { useSerialList } from '../api/get-serial-list';
import { serialCatalogueOf } from '../components/catalogues';
import { SerialCardGrid } from '../components/serial-card-grid';
import { SERIAL_KIND } from '../components/serial-kind';
import { SERIAL_FILTERS, toSerialListParams } from '../components/serial-query';

/**
 * serial-list, mongol-serial-list and their unpublished variants (part 2 section 2). `searchHint`: what the
 * route shows under the search box for a searched text (the sibling catalogue's matches).
 */
export function SerialListPage({
  searchHint,
}: {
  searchHint?: (search: string, mongolian: boolean) => ReactNode;
} = {}) {
  const matches = useMatches();
  const catalogue = serialCatalogueOf(matches[matches.length - 1]?.id);
  const query = useCatalogueState(SERIAL_FILTERS);
  const list = useSerialList(toSerialListParams(query.state, catalogue));
  const data = list.data && {
    items: list.data.serial_list,
    count: list.data.serial_total,
    pageCount: list.data.serial_page,
  };
  return (
    <CatalogueListPage
      kind={SERIAL_KIND}
      filters={SERIAL_FILTERS}
      catalogue={catalogue}
      query={query}
      list={{ ...list, data }}
      hint={query.state.search ? searchHint?.(query.state.search, catalogue.countryFlag === 2) : undefined}
    >
      {(serials) => <SerialCardGrid serials={serials} />}
    </CatalogueListPage>
  );
}
