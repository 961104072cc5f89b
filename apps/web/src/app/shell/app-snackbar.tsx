import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@mfi/contract/limits';
import { clearSnack, useSnack } from '../../lib/snackbar';

/** The one snackbar of the app; a message clears after SNACKBAR_MS (part 1 section 9). */
export function AppSnackbar() {
  const snack = useSnack();
  if (!snack) return null;
  const close = () => clearSnack(snack.id);
  return (
    <Snackbar
      key={snack.id}
      open
      autoHideDuration={SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={snack.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
        {snack.message}
      </Alert>
    </Snackbar>
  );
}
