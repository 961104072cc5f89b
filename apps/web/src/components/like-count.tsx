import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Hidden from sight, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * A like button's content: the count people see, after a word only screen readers hear. The button's name
 * ("Like 3") then holds the visible text (WCAG 2.5.3, label in name), where an aria-label replaced it; the
 * liked state is the button's aria-pressed.
 */
export function LikeCount({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {t('like')}{' '}
      </Box>
      <span data-testid={testId}>{count}</span>
    </>
  );
}
