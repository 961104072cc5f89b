import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A page or list that could not load, with a retry. Texts come from the caller's feature. */
export function ListError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** A catalogue with nothing to show for the current filters, and a way back to all. */
export function ListEmpty({
  title,
  hint,
  resetLabel,
  onReset,
}: {
  title: string;
  hint: string;
  resetLabel: string;
  onReset(): void;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Button variant="outlined" onClick={onReset}>
        {resetLabel}
      </Button>
    </Box>
  );
}
