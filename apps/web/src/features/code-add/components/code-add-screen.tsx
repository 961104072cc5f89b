import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeListMax, type ImportKind } from '@mfi/contract/code-add.schemas';
import { PageTitle } from '../../../components/page-title';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { useImports } from '../api/imports';
import { useSendCodes } from '../api/send-codes';
import { BatchProgress, ImporterOff, ImportList } from './import-list';
import { useCodeList } from './use-code-list';

/** The kind's latest codes the page lists; the console lists them all. */
const LATEST_SHOWN = 20;

/**
 * The code-add screen of the four auto-add routes: codes are typed one at a time (Enter or the add button),
 * listed as removable chips (each with its own remove button), and sent together; the server queues them for
 * import (decisions 007 and 026). The page stays to show the send's progress and the kind's latest codes with
 * their states (issue 25 part 5), where the spec's page went home.
 */
export function CodeAddScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('codeAdd');
  const list = useCodeList(kind);
  const send = useSendCodes(kind);
  const [batch, setBatch] = useState<string | undefined>();
  const sent = useImports({ kind, batch, page: 1 }, { enabled: batch !== undefined });
  const latest = useImports({ kind, page: 1 });
  const title = t(`title.${kind}`);

  const submit = () =>
    send.mutate(list.codes, {
      // Part 2 section 7: success false is a warning with the server's message.
      onSuccess: (answer) => {
        showSnack(answer.message, answer.success ? 'success' : 'warning');
        if (answer.batch) {
          setBatch(answer.batch);
          list.clear();
        }
        void latest.refetch();
      },
      // A refused list keeps its own message; anything else is the spec's red network-failure text.
      onError: (error) => {
        const refused = error instanceof ApiError ? Object.values(fieldErrorsOf(error)).flat()[0] : undefined;
        showSnack(refused ? translateError(t, refused) : t('errors:webmasterContact'), 'error');
      },
    });

  const entryError = list.problem ? translateError(t, list.problem) : '';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.5rem', sm: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('hint', { max: codeListMax(kind) })}
      </Typography>

      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault(); // Enter in the field adds the code, as the button does
          list.add();
        }}
      >
        <TextField
          label={t('field')}
          value={list.entry}
          onChange={(event) => list.change(event.target.value)}
          error={Boolean(entryError)}
          helperText={entryError || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'code-entry' } }}
          disabled={send.isPending}
          fullWidth
        />
        <Button type="submit" variant="outlined" size="large" sx={{ mt: 1, flexShrink: 0 }} disabled={send.isPending}>
          {t('add')}
        </Button>
      </Stack>

      <Typography component="h2" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {t('listTitle', { count: list.codes.length, max: codeListMax(kind) })}
      </Typography>
      {list.codes.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {t('empty')}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('listLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {list.codes.map((code) => (
            <Box
              component="li"
              key={code}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1.5,
                pr: 0.25,
                borderRadius: 4,
                bgcolor: 'action.selected',
              }}
            >
              <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {code}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('remove', { code })}
                onClick={() => list.remove(code)}
                disabled={send.isPending}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}

      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={list.codes.length === 0}
          loading={send.isPending}
        >
          {t('send')}
        </Button>
      </Stack>

      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        {t('states.title')}
      </Typography>
      {latest.data && !latest.data.importer_enabled && <ImporterOff />}
      {sent.data?.progress && <BatchProgress progress={sent.data.progress} />}
      {latest.data && <ImportList rows={latest.data.results.slice(0, LATEST_SHOWN)} />}
    </Box>
  );
}
