import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Stars } from './stars';

/** Critic and audience grades (percent) with how many people gave them, and their stars. */
export function GradeBadges({
  grade,
  critics,
  audienceGrade,
  audiences,
  ns,
  countKey = 'detail',
}: {
  grade: number | null;
  critics: number;
  audienceGrade: number | null;
  audiences: number;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (detail.criticGrade, critics, audienceGrade, audiences) */
  ns: string;
  /** Where `critics` and `audiences` are read: a season or serial counts its episodes' ratings, not people. */
  countKey?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Badge
        label={t('detail.criticGrade')}
        grade={grade}
        count={t(`${countKey}.critics`, { count: critics })}
        testId="critic-grade"
      />
      <Badge
        label={t('detail.audienceGrade')}
        grade={audienceGrade}
        count={t(`${countKey}.audiences`, { count: audiences })}
        testId="audience-grade"
      />
    </Stack>
  );
}

function Badge({
  label,
  grade,
  count,
  testId,
}: {
  label: string;
  grade: number | null;
  count: string;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 2,
        py: 1,
        minWidth: 124,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {grade === null ? '–' : `${grade}%`}
      </Typography>
      <Stars grade={grade} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {count}
      </Typography>
    </Box>
  );
}
