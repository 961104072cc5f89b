import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IMPORT_FILE_MAX_BYTES } from '@mfi/contract/limits';
import { href } from '@mfi/contract/routes';
import type { ImportPreview, ImportSource } from '@mfi/contract/user-import.schemas';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { useSession } from '../../../lib/session';
import { useConfirmImport } from '../api/confirm-import';
import { useImportState } from '../api/import-state';
import { useUploadImport } from '../api/upload-import';
import { type Choices, PreviewTable } from '../components/preview-table';

/**
 * account-import (issue 29 part 2): the member picks Letterboxd's export or IMDb's ratings, sees the preview
 * (matched, ambiguous with a picker, not found), confirms, and follows the import's progress to its end.
 */
export function ImportPage() {
  const { t } = useTranslation('userImport');
  const profileSlug = useSession().profile?.slug;
  const [source, setSource] = useState<ImportSource>('letterboxd');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [running, setRunning] = useState<number | undefined>(undefined);
  const upload = useUploadImport();
  const confirm = useConfirmImport();
  const state = useImportState(running);

  const uploadError = upload.error
    ? translateServerText(
        t,
        fieldErrorsOf(upload.error).file?.[0] ?? fieldErrorsOf(upload.error).source?.[0] ?? detailOf(upload.error),
      ) || t('errors:generic')
    : '';

  const send = () => {
    if (!file) return;
    setPreview(null);
    upload.mutate({ source, file }, { onSuccess: (answer) => (setPreview(answer), setChoices({})) });
  };
  const start = () => {
    if (!preview) return;
    const picked = Object.entries(choices)
      .filter(([, key]) => key)
      .map(([row, key]) => {
        const [kind, id] = key.split(':');
        return { row: Number(row), kind: kind as 'movie' | 'serial', id: Number(id) };
      });
    confirm.mutate(
      { id: preview.id, choices: picked },
      {
        onSuccess: (answer) => {
          setRunning(answer.id);
          // The progress takes the preview's place at the top of a page that was scrolled down the table.
          window.scrollTo({ top: 0 });
        },
      },
    );
  };

  const progress = state.data;
  const done = progress?.state === 'done';
  return (
    <Box component="section" sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <PageTitle title={t('title')} />
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.1rem' }} sx={{ mb: 1 }}>
        {t('title')}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>

      {running === undefined && (
        <Stack spacing={2} sx={{ mb: 3 }}>
          <FormControl>
            <FormLabel id="import-source">{t('source')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="import-source"
              value={source}
              onChange={(e) => (setSource(e.target.value as ImportSource), setPreview(null))}
            >
              <FormControlLabel value="letterboxd" control={<Radio />} label={t('sources.letterboxd')} />
              <FormControlLabel value="imdb" control={<Radio />} label={t('sources.imdb')} />
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              {t(`howTo.${source}`)}
            </Typography>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              {t('chooseFile')}
              <input
                hidden
                type="file"
                name="file"
                data-testid="import-file"
                accept={source === 'letterboxd' ? '.zip,.csv' : '.csv'}
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null;
                  setTooLarge(Boolean(picked && picked.size > IMPORT_FILE_MAX_BYTES));
                  setFile(picked);
                  setPreview(null);
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : t('noFile')}
            </Typography>
            <Button variant="contained" disabled={!file || tooLarge || upload.isPending} onClick={send}>
              {t('upload')}
            </Button>
          </Stack>
          {upload.isPending && <LinearProgress aria-label={t('reading')} />}
          {tooLarge && <Alert severity="error">{t('errors:importTooLarge')}</Alert>}
          {uploadError && <Alert severity="error">{uploadError}</Alert>}
        </Stack>
      )}

      {preview && running === undefined && (
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('preview.title')}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="import-counts">
            {t('preview.counts', { matched: preview.matched, ambiguous: preview.ambiguous, missing: preview.missing })}
          </Typography>
          <PreviewTable
            rows={preview.rows}
            choices={choices}
            onChoose={(row, key) => setChoices((c) => ({ ...c, [row]: key }))}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('preview.note')}
          </Typography>
          <Button variant="contained" sx={{ mt: 2 }} disabled={confirm.isPending} onClick={start}>
            {t('confirm')}
          </Button>
          {confirm.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateServerText(t, fieldErrorsOf(confirm.error).choices?.[0]) || t('errors:generic')}
            </Alert>
          )}
        </Box>
      )}

      {running !== undefined && (
        <Box aria-live="polite">
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {done ? t('progress.done') : progress?.state === 'failed' ? t('progress.failed') : t('progress.running')}
          </Typography>
          <LinearProgress
            variant={progress && progress.total ? 'determinate' : 'indeterminate'}
            value={progress && progress.total ? (100 * progress.done) / progress.total : 0}
            aria-label={t('progress.label')}
          />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-progress">
            {t('progress.count', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
          </Typography>
          {done && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('progress.doneText')}{' '}
              {profileSlug && (
                <RouterLink to={href('user-profile', { slug: profileSlug })}>{t('progress.toProfile')}</RouterLink>
              )}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
