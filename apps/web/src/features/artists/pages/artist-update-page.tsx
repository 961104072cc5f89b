import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { ApiError } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useArtist, type ArtistDetail } from '../api/get-artist';
import { useUpdateArtist } from '../api/update-artist';
import { ArtistForm, type ArtistFormValues } from '../components/artist-form';

function valuesOf(artist: ArtistDetail): ArtistFormValues {
  return {
    photo: null,
    pro_name: artist.pro_name,
    pro_name_en: artist.pro_name_en,
    last_name: artist.last_name,
    first_name: artist.first_name,
    countries: artist.countries.map((c) => c.id),
    old_countries: artist.old_countries.map((c) => c.id),
    professions: artist.professions.map((p) => p.id),
    born: artist.born == null ? '' : String(artist.born),
    died: artist.died == null ? '' : String(artist.died),
    bio: artist.biography,
    bio_en: artist.biography_en,
    quotes: artist.quotes.map((q) => ({ quote: q.quote })),
    festival: artist.festival,
  };
}

/** Contributors edit an artist; the form is prefilled and the current photo kept unless a new one is cropped. */
export function ArtistUpdatePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('artists');
  const navigate = useNavigate();
  const artist = useArtist(slug);
  const update = useUpdateArtist(slug);
  if (artist.isPending) return <PageLoader />;
  if (artist.isError) {
    if (artist.error instanceof ApiError && artist.error.status === 404) return <NotFoundPage />;
    return (
      <Typography color="error" sx={{ p: 3 }}>
        {t('detail.error')}
      </Typography>
    );
  }
  const data = artist.data;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={t('form.updateTitle', { name: data.pro_name })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={href('artist-detail', { slug })} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('form.updateTitle', { name: data.pro_name })}
        </Typography>
      </Stack>
      <ArtistForm
        key={data.person_slug}
        mode="update"
        defaultValues={valuesOf(data)}
        currentPhoto={
          <Box sx={{ width: 120 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('form.currentPhoto')}
            </Typography>
            <Poster src={data.photo} alt={data.pro_name} />
          </Box>
        }
        onSave={async (payload) => {
          const saved = await update.mutateAsync(payload);
          showSnack(t('errors:artistUpdated'), 'success');
          await navigate(href('artist-detail', { slug: saved.slug || slug }));
        }}
        onFailure={() => showSnack(t('errors:generic'), 'error')}
      />
    </Box>
  );
}
