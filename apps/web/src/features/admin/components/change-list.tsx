import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { langOf, useEnglish } from '../../../lib/localized';
import type { FieldChange } from '@mfi/contract/revisions.schemas';
import { readerDate } from '../../../lib/dates';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
/** A stored timestamp (a publish date, a deadline): shown as the reader's date, not as ISO text. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The fields whose values are images (their addresses). */
const IMAGE_FIELDS = new Set(['poster', 'background', 'photo', 'cover', 'image']);

/** A value as the history shows it: an image as a thumbnail, a list as its items, an empty value as a dash. */
export function FieldValue({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation('admin');
  const english = useEnglish();
  if (isEmpty(value))
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  if (IMAGE_FIELDS.has(field) && typeof value === 'string')
    return (
      <Box
        component="img"
        src={value}
        alt={t('imageOf', { field: t(`fields.${field}`, { defaultValue: field }) })}
        sx={{ maxWidth: 120, maxHeight: 120, borderRadius: 1, display: 'block' }}
      />
    );
  if (Array.isArray(value)) {
    const images = value.filter((v): v is { image: string } => Boolean(v && typeof v === 'object' && 'image' in v));
    if (images.length === value.length)
      return (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {images.map((v, i) => (
            <Box
              key={i}
              component="img"
              src={v.image}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 0.5 }}
            />
          ))}
        </Box>
      );
    // A list's rows come named by the server ({label, label_en}: a genre, an artist and their job).
    const text = (v: unknown) =>
      v && typeof v === 'object'
        ? 'label' in v
          ? String((english && (v as { label_en?: string }).label_en) || (v as { label: string }).label)
          : Object.values(v).join(' · ')
        : String(v);
    const joined = value.map(text).join('; ');
    return <span lang={langOf(joined)}>{joined}</span>;
  }
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (typeof value === 'string' && ISO_TIME.test(value)) return <>{readerDate(value, i18n.language)}</>;
  const text = String(value).replace(/<[^>]+>/g, ' ');
  return <>{text.length > 300 ? `${text.slice(0, 299)}…` : text}</>;
}

/** Field-by-field changes: each field's name, its value before and after. */
export function ChangeList({ changes: all }: { changes: FieldChange[] }) {
  const { t } = useTranslation('admin');
  // A created item's empty lists (no artists, no movies) changed nothing worth a row.
  const changes = all.filter((c) => !(isEmpty(c.before) && isEmpty(c.after)));
  if (!changes.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noChanges')}
      </Typography>
    );
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 160px) 1fr 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        fontSize: '0.875rem',
      }}
    >
      {changes.map((c) => (
        <Box key={c.field} sx={{ display: 'contents' }} data-testid="field-change">
          <Box component="dt" sx={{ fontWeight: 700, pt: { xs: 1, sm: 0 } }}>
            {t(`fields.${c.field}`, { defaultValue: c.field })}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', color: 'error.dark', textDecoration: 'line-through' }}
          >
            <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
              {t('before')}:{' '}
            </Box>
            <FieldValue field={c.field} value={c.before} />
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: 'success.dark' }}>
            <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
              {t('after')}:{' '}
            </Box>
            <FieldValue field={c.field} value={c.after} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
