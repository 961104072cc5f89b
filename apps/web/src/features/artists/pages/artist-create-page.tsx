import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateArtist } from '../api/create-artist';
import { ArtistForm } from '../components/artist-form';

/** Any signed-in user adds an artist; it waits for an admin to publish it (part 2 sections 2 and 8). */
export function ArtistCreatePage() {
  const { t } = useTranslation('artists');
  const navigate = useNavigate();
  const create = useCreateArtist();
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={t('form.createTitle')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {t('form.createTitle')}
      </Typography>
      <ArtistForm
        mode="create"
        onSave={async (payload) => {
          await create.mutateAsync(payload);
          showSnack(t('errors:artistCreated'), 'success');
          await navigate(href('artist-list'));
        }}
        onFailure={() => showSnack(t('errors:artistCreateFailed'), 'error')}
      />
    </Box>
  );
}
