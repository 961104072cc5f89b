import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A form's main action: the one large filled button that submits it. */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled}>
      {children}
    </Button>
  );
}
