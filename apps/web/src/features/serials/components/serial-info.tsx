import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS } from '@mfi/contract/catalogue.enums';
import { trailerEmbedUrl } from '../../../lib/trailer';
import type { SerialDetail } from '../api/get-serial-detail';
import { serialYears } from './serial-years';
import { titleReferenceNames } from '../../../lib/reference';

/** The info block of the serial page: the fields of part 2 section 3 that are not titles, grades or images. */
export function SerialInfo({ serial }: { serial: SerialDetail }) {
  const { t, i18n } = useTranslation('serials');
  const en = i18n.language === 'en';
  const format = FORMATS.find((f) => f.value === serial.format);
  const rating = AGE_RATINGS.find((r) => r.value === serial.rating);
  const names = titleReferenceNames(serial, en);
  const rows: [string, ReactNode][] = [
    [t('field.years'), serialYears(t, serial)],
    [t('field.format'), format ? (en ? format.en : format.mn) : null],
    [t('field.languages'), names.languages],
    [t('field.genres'), names.genres],
    [t('field.subgenres'), names.subgenres],
    [t('field.countries'), names.countries],
    [t('field.rating'), rating ? `${rating.code} · ${en ? rating.en : rating.mn}` : null],
    [t('field.runtime'), serial.runtime ? t('detail.minutes', { count: serial.runtime }) : null],
    [t('field.theater'), serial.theater ? t('detail.inTheaters') : null],
    [
      t('field.tags'),
      serial.tags.length ? (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
          {serial.tags.map((tag) => (
            <Chip key={tag.id} label={tag.tag_name} size="small" />
          ))}
        </Box>
      ) : null,
    ],
    [
      t('field.trailer'),
      serial.trailer ? (
        <Link href={serial.trailer} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {t('detail.watchTrailer')}
        </Link>
      ) : null,
    ],
  ];
  const embed = serial.trailer ? trailerEmbedUrl(serial.trailer) : null;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {embed && <TrailerFrame src={embed} title={t('field.trailer')} />}
    </Box>
  );
}

export function TrailerFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box sx={{ mt: 2, aspectRatio: '16 / 9', maxWidth: 720, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
      <Box
        component="iframe"
        src={src}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        sx={{ border: 0, width: '100%', height: '100%' }}
      />
    </Box>
  );
}
