import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ShortMessage } from '@mfi/contract/short-messages.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShortMessage } from '../api/delete-message';
import { useLikeMessage } from '../api/like-message';
import { useSession } from '../../../lib/session';
import { CommentsSection, type CommentAccess } from './comments-section';
import { FeedCardFrame } from './feed-card-frame';
import { DeleteButton } from './delete-button';
import { LikeButton } from './like-button';
import { MemberText, WrittenBy } from './written-by';

/**
 * A short message on the feed: its text (as text), its heart and count, its comments behind a button, and a
 * bin where the answer's `can_delete` allows (its author, an admin). Its heart and comment box are the
 * reader's where `can_like` and `can_comment` allow (not for a member its author blocked); a guest is asked to
 * log in instead.
 */
export function ShortMessageCard({ message }: { message: ShortMessage }) {
  const { t } = useTranslation('feed');
  const { isAuthenticated } = useSession();
  const access: CommentAccess = !isAuthenticated ? 'guest' : message.can_comment ? 'member' : 'blocked';
  const like = useLikeMessage();
  const remove = useDeleteShortMessage();
  const [open, setOpen] = useState(false);
  const commentsId = useId();

  return (
    <FeedCardFrame testId="short-message">
      <WrittenBy
        slug={message.user_slug}
        name={message.username}
        photo={message.user_photo}
        createdAt={message.created_at}
        action={t('verb.posted')}
        controls={message.can_delete && <DeleteButton what="message" onDelete={() => remove.mutateAsync(message.id)} />}
      />
      <Box sx={{ mt: 1.25 }}>
        <MemberText testId="short-message-body">{message.body}</MemberText>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.25, flexWrap: 'wrap' }}>
        <LikeButton
          liked={message.user_like}
          count={message.message_likes}
          testId={`message-likes-${message.id}`}
          disabled={isAuthenticated && !message.can_like}
          toggle={(options) => like.mutate(message.id, options)}
        />
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          startIcon={<ChatBubbleOutlineIcon />}
          aria-expanded={open}
          aria-controls={commentsId}
          onClick={() => setOpen((was) => !was)}
        >
          {t('comments.toggle', { count: message.comment_count })}
        </Button>
      </Box>
      <Box id={commentsId}>{open && <CommentsSection message={message.id} access={access} />}</Box>
    </FeedCardFrame>
  );
}
