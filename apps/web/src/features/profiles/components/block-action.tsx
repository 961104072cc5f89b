import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { showSnack } from '../../../lib/snackbar';
import { useBlockUser } from '../api/block-user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from './server-message';

/**
 * Block or unblock another member, after a confirmation that says what a block does (part 1 section 2
 * "block-user action"; decision 012: the follows end both ways, no follow, comment or like across it).
 */
export function BlockAction({ user }: { user: UserObject }) {
  const { t } = useTranslation('profiles');
  const block = useBlockUser(user.slug);
  const [asking, setAsking] = useState(false);
  const which = user.blocked ? 'unblock' : 'block';

  function confirm() {
    block.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        showSnack(t(answer.blocked ? 'block.done' : 'block.undone', { name: user.username }));
      },
      onError: (error) => {
        setAsking(false);
        showSnack(serverMessage(t, error), 'error');
      },
    });
  }

  return (
    <>
      <Button
        color={user.blocked ? 'inherit' : 'error'}
        variant="outlined"
        startIcon={<BlockIcon />}
        onClick={() => setAsking(true)}
      >
        {t(`block.${which}`)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(`block.${which}Title`, { name: user.username })}
        text={t(`block.${which}Text`, { name: user.username })}
        confirm={t(`block.${which}`)}
        cancel={t('cancel')}
        busy={block.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
