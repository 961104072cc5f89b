import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditItem } from '@mfi/contract/admin-members.schemas';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../lib/localized';

/** A logged value as a short text: names as they are, flags and counts in the reader's words. */
function useValueText() {
  const { t } = useTranslation('adminMembers');
  const text = (value: unknown): string => {
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (value === null || value === undefined) return '—';
    if (typeof value === 'object')
      return Object.entries(value as Record<string, unknown>)
        .map(([key, v]) => `${t(`audit.fields.${key}`, { defaultValue: key })}: ${text(v)}`)
        .join(', ');
    return String(value);
  };
  return text;
}

/** What changed: for a role, the role; otherwise each field before → after. */
function Change({ item }: { item: AuditItem }) {
  const { t } = useTranslation('adminMembers');
  const text = useValueText();
  const role = (item.after?.role ?? item.before?.role) as string | undefined;
  if (role) return <Chip size="small" label={t(`roles.${role}`, { defaultValue: role })} />;
  const keys = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`audit.fields.${key}`, { defaultValue: key })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.before && key in item.before ? text(item.before[key]) : '—'}
            {' → '}
            {item.after && key in item.after ? text(item.after[key]) : '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One row of the audit log: when, who, what, to whom, and what changed. */
export function AuditEntry({ item }: { item: AuditItem }) {
  const { t, i18n } = useTranslation('adminMembers');
  const when = new Date(item.created).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'mn-MN', {
    timeZone: 'Asia/Ulaanbaatar',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} data-testid="audit-entry">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={item.created}>
          {when}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {item.actor.username}
        </Typography>
        <Typography variant="body2">{t(`actions.${item.action}`)}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`targets.${item.target.kind}`)}: <span lang={langOf(item.target.label)}>{item.target.label}</span>
        </Typography>
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <Change item={item} />
      </Box>
    </Paper>
  );
}
