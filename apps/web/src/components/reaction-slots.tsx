import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const SLOTS = [1, 2, 3] as const;

/**
 * The three reaction slots (part 2 sections 3, 4), each "?" while empty. Choosing reactions comes with the
 * reactions issue: until then the slots are shown disabled with a tooltip saying so, not as working buttons.
 * Texts come from the caller's feature namespace (`ns`), which holds the same keys. (detail.reactions*)
 */
export function ReactionSlots({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('detail.reactions')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {SLOTS.map((slot) => (
          <Tooltip key={slot} title={t('detail.reactionsSoon')}>
            <span>
              <IconButton
                disabled
                aria-label={t('detail.reactionSlot', { slot })}
                sx={{ width: 44, height: 44, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  ?
                </Typography>
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Stack>
    </Box>
  );
}
