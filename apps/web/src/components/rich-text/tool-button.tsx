import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** An editor toolbar button: an icon with its name as tooltip and label, pressed while its format is on. */
export function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={{ borderRadius: 1, bgcolor: active ? 'action.selected' : undefined }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
