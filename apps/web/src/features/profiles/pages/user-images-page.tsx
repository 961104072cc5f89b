import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { readerDate } from '../../../lib/dates';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteUserImage, useUserImages } from '../api/user-images';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageLibraryUpload } from '../components/image-library-upload';
import { serverMessage } from '../components/server-message';
import { ListError } from '../../../components/list-states';

type UserImage = NonNullable<ReturnType<typeof useUserImages>['data']>['images'][number];

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 2,
} as const;

/**
 * user-images (part 1 sections 2 and 7): the member's own uploaded images, newest first, with name and date;
 * each may be deleted after a confirmation, and the spec's confirmation message follows. A JPEG may be added
 * within the member's quota, which the page shows (issue 24). The route guard admits the own slug only.
 */
export function UserImagesPage() {
  const { t, i18n } = useTranslation('profiles');
  const library = useUserImages();
  const images = library.data?.images;
  const [asking, setAsking] = useState<UserImage | null>(null);
  const remove = useDeleteUserImage();

  function confirm() {
    if (!asking) return;
    remove.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        showSnack(t('errors:imageDeleted'));
      },
      onError: (error) => {
        setAsking(null);
        showSnack(serverMessage(t, error), 'error');
      },
    });
  }

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <PageTitle title={t('images.title')} />
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.1rem' }}>{t('images.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('images.intro')}
      </Typography>
      {library.data && <ImageLibraryUpload used={library.data.used_bytes} quota={library.data.quota_bytes} />}
      {library.isPending && (
        <Box sx={gridSx} role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      )}
      {library.isError && (
        <ListError text={t('errors:generic')} retryLabel={t('retry')} onRetry={() => void library.refetch()} />
      )}
      {images?.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }} data-testid="images-empty">
          <ImageIcon sx={{ fontSize: 56 }} aria-hidden />
          <Typography sx={{ mt: 1 }}>{t('images.empty')}</Typography>
        </Box>
      )}
      {images && images.length > 0 && (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }} data-testid="image-library">
          {images.map((image) => (
            <Card component="li" key={image.id} variant="outlined" data-testid="library-image">
              <CardMedia
                component="img"
                image={image.image}
                alt={image.name}
                loading="lazy"
                sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.200' }}
              />
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {image.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('images.created', { date: readerDate(image.created, i18n.language) })}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteIcon />}
                  onClick={() => setAsking(image)}
                  aria-label={t('images.deleteNamed', { name: image.name })}
                >
                  {t('images.delete')}
                </Button>
                <Button size="small" href={image.image} target="_blank" rel="noopener noreferrer">
                  {t('images.open')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('images.confirmTitle')}
        text={t('images.confirmText', { name: asking?.name ?? '' })}
        confirm={t('images.delete')}
        cancel={t('cancel')}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
