import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FestivalDetailResponse } from '@mfi/contract/festival.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { pageGate } from '../../../components/page-gate';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { WideCover } from '../../../components/wide-cover';
import { href } from '../../../lib/routes';
import { useFestivalDetail } from '../api/get-festival-detail';
import { FILM_GRID } from '../components/film-card';
import { festivalName } from '../components/festival-language';
import { langOf, useEnglish } from '../../../lib/localized';
import { EditLink } from '../../../components/admin-bar';

function FestivalView({ festival }: { festival: FestivalDetailResponse }) {
  const { t } = useTranslation('festival');
  const english = useEnglish();
  const name = festivalName(festival, english);
  const other = english ? festival.mongol_name : festival.international_name;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={name} />
      {festival.background && <WideCover src={festival.background} maxHeight={420} />}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }}>{name}</PageHeading>
          {other && other !== name && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} lang={langOf(other)}>
              {other}
            </Typography>
          )}
        </Box>
        {festival.can_manage && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <EditLink to={href('award-update', { slug: festival.slug })} variant="outlined" size="medium">
              {t('detail.edit')}
            </EditLink>
            <Button
              component={RouterLink}
              to={href('annual-award-create', undefined, { festival: festival.slug })}
              variant="outlined"
              startIcon={<AddIcon />}
            >
              {t('detail.addEdition')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('detail.editions')}
      </Typography>
      {festival.editions.length === 0 ? (
        <Typography color="text.secondary" data-testid="festival-no-editions">
          {t('detail.noEditions')}
        </Typography>
      ) : (
        <Box sx={FILM_GRID} data-testid="festival-editions">
          {festival.editions.map((edition) => {
            const to = href('annual-award-detail', { slug: festival.slug, year: edition.year });
            return (
              <Box key={edition.year} component="article" sx={{ minWidth: 0 }}>
                <Poster
                  src={edition.poster || null}
                  alt={`${name} ${edition.year}`}
                  ratio="3 / 4"
                  to={to}
                  besideTitleLink
                />
                <Link
                  component={RouterLink}
                  to={to}
                  underline="hover"
                  sx={{ display: 'block', mt: 1, fontWeight: 600 }}
                >
                  {t('detail.edition', { year: edition.year })}
                </Link>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** award-detail: /festival/detail/:slug, the festival and its editions, newest first. */
export function FestivalDetailPage() {
  const { t } = useTranslation('festival');
  const { slug = '' } = useParams();
  const query = useFestivalDetail(slug);
  const gate = pageGate(t('errors:generic'), query);
  if (gate || !query.data) return gate;
  return <FestivalView festival={query.data} />;
}
