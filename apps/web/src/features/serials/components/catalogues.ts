import type { RouteName } from '../../../lib/routes';

/** The serial catalogues and their unpublished variants: route name → list call (countryFlag 1/2, published). */
export type SerialCatalogue = { countryFlag: 1 | 2; published: boolean; title: string };

export const SERIAL_CATALOGUES: Partial<Record<RouteName, SerialCatalogue>> = {
  'serial-list': { countryFlag: 1, published: true, title: 'list.title.serial' },
  'mongol-serial-list': { countryFlag: 2, published: true, title: 'list.title.mongol' },
  'unpublished-serial-list': { countryFlag: 1, published: false, title: 'list.title.unpublishedSerial' },
  'unpublished-mongol-serial-list': { countryFlag: 2, published: false, title: 'list.title.unpublishedMongol' },
};

export function serialCatalogueOf(routeId: string | undefined): SerialCatalogue {
  return SERIAL_CATALOGUES[routeId as RouteName] ?? SERIAL_CATALOGUES['serial-list']!;
}
