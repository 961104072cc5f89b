import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

/**
 * A spoiler review stays covered until the reader chooses to read it (part 2 section 3). The text is not
 * rendered under the cover, so neither eyes nor screen readers meet it by accident.
 */
export function SpoilerOverlay({
  spoiler,
  warning,
  reveal,
  children,
}: {
  spoiler: boolean;
  warning: string;
  reveal: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  if (!spoiler || shown) return <>{children}</>;
  return (
    <Box
      data-testid="spoiler-overlay"
      sx={{
        position: 'relative',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        textAlign: 'center',
        bgcolor: 'action.hover',
        backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 10px, rgba(0,0,0,0.035) 10px 20px)',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {warning}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setShown(true)}>
        {reveal}
      </Button>
    </Box>
  );
}
