import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/stars';

/**
 * The critic and audience grades under a season or episode card: each one only when it exists, each kept on
 * one line (a narrow card moves the second to the next line whole), and nothing at all before anyone rated.
 */
export function CardGrades({ critic, audience }: { critic: number | null; audience: number | null }) {
  const { t } = useTranslation('serials');
  if (critic === null && audience === null) return null;
  const parts = [
    critic !== null && { key: 'critic', text: t('card.critic', { grade: critic }) },
    audience !== null && { key: 'audience', text: t('card.audience', { grade: audience }) },
  ].filter((part) => part !== false);
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1.5 }} data-testid="card-grades">
        {parts.map((part) => (
          <Typography key={part.key} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {part.text}
          </Typography>
        ))}
      </Stack>
      <Stars grade={audience ?? critic} />
    </>
  );
}
