import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS } from '@mfi/contract/catalogue.enums';
import { titleReferenceNames, type TitleReferences } from '../../lib/reference';
import { trailerEmbedUrl } from '../../lib/trailer';
import type { CatalogueKind } from './catalogue-kind';
import { langOf, nameIn } from '../../lib/localized';

/** What every catalogue title's info block shows, movie or serial. */
export type InfoTitle = TitleReferences & {
  format: number;
  rating: number;
  runtime: number | null;
  theater: boolean;
  tags: { id: number; tag_name: string; tag_name_en: string | null }[];
  trailer: string | null;
};

type SharedRow =
  'format' | 'languages' | 'genres' | 'subgenres' | 'countries' | 'rating' | 'runtime' | 'theater' | 'tags' | 'trailer';

/**
 * The info block of a title's page: every field of part 2 section 3 that is not a title, grade or image. The
 * rows both kinds have are built here; a kind adds its own (`rows`, e.g. a movie's category and year, a
 * serial's years) and says in `order` where each stands. Empty rows are left out.
 */
export function TitleInfo<R extends string>({
  kind,
  title,
  rows,
  order,
}: {
  kind: CatalogueKind;
  title: InfoTitle;
  rows: Record<R, [label: string, value: ReactNode]>;
  order: readonly (R | SharedRow)[];
}) {
  const { t, i18n } = useTranslation(kind.ns);
  const en = i18n.language === 'en';
  const format = FORMATS.find((f) => f.value === title.format);
  const rating = AGE_RATINGS.find((r) => r.value === title.rating);
  const names = titleReferenceNames(title, en);
  const shared: Record<SharedRow, [string, ReactNode]> = {
    format: [t('field.format'), format ? (en ? format.en : format.mn) : null],
    languages: [t('field.languages'), names.languages],
    genres: [t('field.genres'), names.genres],
    subgenres: [t('field.subgenres'), names.subgenres],
    countries: [t('field.countries'), names.countries],
    rating: [t('field.rating'), rating ? `${rating.code} · ${en ? rating.en : rating.mn}` : null],
    runtime: [t('field.runtime'), title.runtime ? t('detail.minutes', { count: title.runtime }) : null],
    theater: [t('field.theater'), title.theater ? t('detail.inTheaters') : null],
    tags: [
      t('field.tags'),
      title.tags.length ? (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
          {title.tags.map((tag) => {
            const name = nameIn(tag.tag_name, tag.tag_name_en, en);
            return <Chip key={tag.id} label={name} size="small" lang={langOf(name)} />;
          })}
        </Box>
      ) : null,
    ],
    trailer: [
      t('field.trailer'),
      title.trailer ? (
        <Link href={title.trailer} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {t('detail.watchTrailer')}
        </Link>
      ) : null,
    ],
  };
  const all: Record<string, [string, ReactNode]> = { ...shared, ...rows };
  const embed = title.trailer ? trailerEmbedUrl(title.trailer) : null;
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
        {order
          .map((key) => all[key])
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

/** The trailer, embedded at 16:9 (a video site's player; nothing plays until the reader starts it). */
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
