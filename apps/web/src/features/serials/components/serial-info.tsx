import { useTranslation } from 'react-i18next';
import { TitleInfo } from '../../../components/catalogue/title-info';
import type { SerialDetail } from '../api/get-serial-detail';
import { SERIAL_KIND } from './serial-kind';
import { serialYears } from './serial-years';

const ORDER = [
  'years',
  'format',
  'languages',
  'genres',
  'subgenres',
  'countries',
  'rating',
  'runtime',
  'theater',
  'tags',
  'trailer',
] as const;

/** The info block of the serial page: the shared rows, led by the years it ran. */
export function SerialInfo({ serial }: { serial: SerialDetail }) {
  const { t } = useTranslation('serials');
  return (
    <TitleInfo
      kind={SERIAL_KIND}
      title={serial}
      order={ORDER}
      rows={{ years: [t('field.years'), serialYears(t, serial)] }}
    />
  );
}
