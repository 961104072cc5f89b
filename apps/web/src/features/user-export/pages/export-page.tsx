import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { useDownloadExport } from '../api/download-export';

/** What the ZIP holds, one line each (userExport.files.*), in the README's order. */
const FILES = [
  'profile',
  'diary',
  'ratings',
  'reviews',
  'detailed',
  'flags',
  'reactions',
  'lists',
  'people',
  'messages',
  'journals',
  'images',
] as const;

/** account-export: what the member's ZIP holds, and the button that downloads it (issue 29 part 3). */
export function ExportPage() {
  const { t } = useTranslation('userExport');
  const download = useDownloadExport();
  return (
    <Box component="section" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <PageTitle title={t('title')} />
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.1rem' }} sx={{ mb: 1 }}>
        {t('title')}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('holds')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
        {FILES.map((file) => (
          <Typography component="li" key={file} sx={{ mb: 0.5 }}>
            {t(`files.${file}`)}
          </Typography>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('letterboxd')}
      </Typography>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('failed')}
        </Alert>
      )}
      {download.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('done', { file: download.data })}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('preparing') : t('download')}
      </Button>
    </Box>
  );
}
