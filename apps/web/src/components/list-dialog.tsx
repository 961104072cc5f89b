import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The follow lists' and the notifications' dialog: a titled panel with a close button, full screen on a phone. */
export function ListDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={t('common:close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}

/** A dialog list's loading, failure or empty state, or null when it has rows to show. */
export function listState(
  t: (key: string) => string,
  query: { isPending: boolean; isError: boolean; data?: { results: unknown[] } },
  empty: string,
  testId: string,
): ReactNode {
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  if (query.isError || !query.data) return <Alert severity="error">{t('errors:generic')}</Alert>;
  if (query.data.results.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid={testId}>
        {empty}
      </Typography>
    );
  return null;
}
