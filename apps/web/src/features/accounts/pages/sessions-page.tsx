import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Session } from '@mfi/contract/accounts.schemas';
import { SESSION_IDLE_DAYS } from '@mfi/contract/limits';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { readerDate } from '../../../lib/dates';
import { showSnack } from '../../../lib/snackbar';
import { useRevokeSessions, useSessions, type RevokeTarget } from '../api/sessions';
import { browserName } from '../components/browser-name';

/** account-sessions: the member's signed-in browsers, each of which they may sign out (issue 12). */
export function SessionsPage() {
  const { t, i18n } = useTranslation('accounts');
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const end = (target: RevokeTarget) =>
    revoke.mutate(target, {
      onSuccess: () => showSnack(t('id' in target ? 'sessions.ended' : 'sessions.othersEnded')),
      onError: (error) =>
        showSnack(t(error instanceof ApiError && error.status === 404 ? 'sessions.gone' : 'errors:generic'), 'error'),
    });

  return (
    <Box
      component="section"
      aria-labelledby="sessions-title"
      sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}
    >
      <PageTitle title={t('sessions.title')} />
      <Typography
        id="sessions-title"
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, mb: 1 }}
      >
        {t('sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('sessions.intro', { days: SESSION_IDLE_DAYS })}
      </Typography>

      {sessions.isPending && <CircularProgress aria-label={t('sessions.loading')} />}
      {sessions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t('sessions.retry')}
            </Button>
          }
        >
          {t('errors:generic')}
        </Alert>
      )}
      {sessions.data && (
        <>
          <Button
            variant="outlined"
            color="error"
            disabled={others.length === 0 || revoke.isPending}
            onClick={() => end({ all_others: true })}
            sx={{ mb: 2 }}
          >
            {t('sessions.endOthers')}
          </Button>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                language={i18n.language}
                busy={revoke.isPending}
                onEnd={() => end({ id: session.id })}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

function SessionRow({
  session,
  language,
  busy,
  onEnd,
}: {
  session: Session;
  language: string;
  busy: boolean;
  onEnd(): void;
}) {
  const { t } = useTranslation('accounts');
  const name = browserName(session.user_agent) ?? t('sessions.unknownBrowser');
  return (
    <Paper component="li" variant="outlined" data-testid="session-row" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              component="h2"
              variant="subtitle1"
              title={session.user_agent || undefined}
              sx={{ fontWeight: 600 }}
            >
              {name}
            </Typography>
            {session.current && <Chip size="small" color="primary" label={t('sessions.current')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('sessions.dates', {
              created: readerDate(session.created, language),
              lastUsed: readerDate(session.last_used, language),
            })}
          </Typography>
        </Box>
        {!session.current && (
          <Button
            size="small"
            variant="text"
            color="error"
            disabled={busy}
            onClick={onEnd}
            aria-label={t('sessions.endNamed', { name })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('sessions.end')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
