import { useTranslation } from 'react-i18next';
import { GridList, TitleCard } from '../../../components/catalogue/title-card';
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
  const { t, i18n } = useTranslation('serials');
  return (
    <TitleCard
      to={href('serial-detail', { slug: serial.serial_slug })}
      poster={serial.serial_poster}
      title={i18n.language === 'en' ? serial.i_title : serial.m_title || serial.i_title}
      subtitle={serialYears(t, serial)}
      grade={serial.a_grade ?? serial.grade}
      width={width}
      testId="serial-card"
    />
  );
}
