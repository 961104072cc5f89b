import { SERIAL_JOB_MAX } from '@mfi/contract/catalogue.enums';
import type { CatalogueKind } from '../../../components/catalogue/catalogue-kind';

/** The serial catalogue, for the pieces movies and serials share (components/catalogue). */
export const SERIAL_KIND = {
  ns: 'serials',
  id: 'serial',
  listRoute: 'user-serial-list-detail',
  listControls: 'tabs',
  genreOptionalFormats: [],
  jobMax: SERIAL_JOB_MAX,
} as const satisfies CatalogueKind;
