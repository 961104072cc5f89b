import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEMBER_GRANTS, type MemberGrant, type MemberItem } from '@mfi/contract/admin-members.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MemberAvatar } from '../../../components/member-avatar';
import { readerDate } from '../../../lib/dates';
import { langOf } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useSetMemberOpen } from '../api/close-member';
import { useSetMemberRole } from '../api/set-member-role';
import { refusalText } from './server-text';

function StatusChip({ member }: { member: MemberItem }) {
  const { t } = useTranslation('adminMembers');
  if (member.closed) return <Chip size="small" color="error" label={t('status.closed')} />;
  if (!member.active) return <Chip size="small" color="warning" variant="outlined" label={t('status.pending')} />;
  return <Chip size="small" color="success" variant="outlined" label={t('status.active')} />;
}

/** One member in the console: who, how to reach them, their roles as boxes, and closing or reopening the account. */
export function MemberCard({ member }: { member: MemberItem }) {
  const { t, i18n } = useTranslation('adminMembers');
  const role = useSetMemberRole();
  const open = useSetMemberOpen();
  const [confirming, setConfirming] = useState(false);

  const toggle = (grant: MemberGrant, granted: boolean) =>
    role.mutate(
      { id: member.id, role: grant, granted },
      {
        onSuccess: () =>
          showSnack(t(granted ? 'members.roleGranted' : 'members.roleRevoked', { role: t(`roles.${grant}`) })),
        onError: (error) => showSnack(refusalText(t, error), 'error'),
      },
    );
  const setOpen = (reopen: boolean) =>
    open.mutate(
      { id: member.id, open: reopen },
      {
        onSuccess: () => showSnack(t(reopen ? 'members.reopened' : 'members.closedDone')),
        onError: (error) => showSnack(refusalText(t, error), 'error'),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="member-card">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <MemberAvatar name={member.name} image={member.image} alt="" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} lang={langOf(member.name)}>
              {member.closed ? (
                member.name
              ) : (
                <Link component={RouterLink} to={href('user-profile', { slug: member.slug })}>
                  {member.name}
                </Link>
              )}
            </Typography>
            <StatusChip member={member} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{member.username} · {member.email} · {member.phone}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('members.joined', { date: readerDate(member.created, i18n.language) })}
          </Typography>
        </Box>
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 700 }}>
          {t('members.roles')}
        </Typography>
        <FormGroup row>
          {MEMBER_GRANTS.map((grant) => (
            <FormControlLabel
              key={grant}
              sx={{ mr: 2 }}
              control={
                <Checkbox
                  size="small"
                  checked={member.roles[grant]}
                  disabled={role.isPending}
                  onChange={(event) => toggle(grant, event.target.checked)}
                />
              }
              label={t(`roles.${grant}`)}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ mt: 1 }}>
        {member.closed ? (
          <Button variant="outlined" size="small" disabled={open.isPending} onClick={() => setOpen(true)}>
            {t('members.reopen')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" size="small" onClick={() => setConfirming(true)}>
            {t('members.close')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('members.closeTitle', { name: member.username })}
        text={t('members.closeText')}
        confirm={t('members.close')}
        cancel={t('members.cancel')}
        busy={open.isPending}
        onConfirm={() => setOpen(false)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
