import { useTranslation } from 'react-i18next';
import { GridList, TitleCard } from '../../../components/catalogue/title-card';
import { titleIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import type { SerialCard } from '../api/get-serial-list';
import { serialYears } from './serial-years';

/** The catalogue's poster grid. */
export function SerialCardGrid({ serials }: { serials: SerialCard[] }) {
  return (
    <GridList items={serials} keyOf={(serial) => serial.serial_slug}>
      {(serial) => <SerialCardItem serial={serial} />}
    </GridList>
  );
}

export function SerialCardItem({ serial, width }: { serial: SerialCard; width?: number }) {
  const { t } = useTranslation('serials');
  const en = useEnglish();
  return (
    <TitleCard
      to={href('serial-detail', { slug: serial.serial_slug })}
      poster={serial.serial_poster}
      title={titleIn(serial, en)}
      subtitle={serialYears(t, serial)}
      grade={serial.a_grade ?? serial.grade}
      width={width}
      testId="serial-card"
    />
  );
}
