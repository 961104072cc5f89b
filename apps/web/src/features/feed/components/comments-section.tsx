import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShortMessageComment } from '@mfi/contract/short-messages.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListError } from '../../../components/list-states';
import { useLoginHref } from '../../../components/login-prompt';
import { href } from '../../../lib/routes';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useLikeComment } from '../api/like-comment';
import { useSubmitComment } from '../api/submit-comment';
import { DeleteButton } from './delete-button';
import { LikeButton } from './like-button';
import { TextComposer } from './message-composer';
import { MemberText, WrittenBy } from './written-by';

/** Who reads the comments: a member who may write, a guest (asked to log in or sign up), a member the author blocked. */
export type CommentAccess = 'member' | 'guest' | 'blocked';

/** A comment; its heart is the reader's where `can_like` allows (not when its author or the message's blocked them). */
function CommentRow({
  message,
  comment,
  access,
}: {
  message: number;
  comment: ShortMessageComment;
  access: CommentAccess;
}) {
  const like = useLikeComment(message);
  const remove = useDeleteComment(message);
  return (
    <Box component="li" data-testid="comment" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <WrittenBy
        slug={comment.user_slug}
        name={comment.username}
        photo={comment.user_photo}
        createdAt={comment.created_at}
        size={32}
        controls={comment.can_delete && <DeleteButton what="comment" onDelete={() => remove.mutateAsync(comment.id)} />}
      />
      <Box sx={{ pl: { xs: 0, sm: 5.25 }, mt: 0.75 }}>
        <MemberText testId="comment-body">{comment.body}</MemberText>
        <Box sx={{ mt: 0.75 }}>
          <LikeButton
            liked={comment.user_like}
            count={comment.comment_likes}
            testId={`comment-likes-${comment.id}`}
            disabled={access !== 'guest' && !comment.can_like}
            toggle={(options) => like.mutate(comment.id, options)}
          />
        </Box>
      </Box>
    </Box>
  );
}

/** Where a guest would write: the prompt to log in (coming back here) or sign up (part 1 section 2). */
function GuestPrompt() {
  const { t } = useTranslation('feed');
  const loginHref = useLoginHref();
  return (
    <Alert
      severity="info"
      data-testid="comment-login-prompt"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={loginHref} size="small" variant="contained">
            {t('comments.login')}
          </Button>
          <Button component={RouterLink} to={href('signup')} size="small" color="inherit">
            {t('comments.signup')}
          </Button>
        </Stack>
      }
    >
      {t('comments.guest')}
    </Alert>
  );
}

/** Two rows of the comments' size while they load. */
function CommentsSkeleton() {
  const { t } = useTranslation('feed');
  return (
    <Box role="status" aria-busy="true" aria-label={t('comments.loading')}>
      {[0, 1].map((row) => (
        <Box key={row} sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
            <Skeleton variant="circular" width={32} height={32} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="30%" />
              <Skeleton width="20%" />
            </Box>
          </Box>
          <Box sx={{ pl: { xs: 0, sm: 5.25 }, mt: 0.75 }}>
            <Skeleton width="80%" />
            <Skeleton variant="rounded" width={64} height={30} sx={{ mt: 0.75 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A message's comments (oldest first, each with its heart, and a bin where the answer's `can_delete` allows), then the comment box
 * for members, the prompt to log in or sign up for guests, or nothing to write in for a member the message's
 * author blocked.
 */
export function CommentsSection({ message, access }: { message: number; access: CommentAccess }) {
  const { t } = useTranslation('feed');
  const comments = useComments(message, true);
  const submit = useSubmitComment(message);

  return (
    <Box data-testid="comments" sx={{ mt: 1.5 }}>
      {comments.isError ? (
        <ListError text={t('errors:generic')} retryLabel={t('retry')} onRetry={() => void comments.refetch()} />
      ) : !comments.data ? (
        <CommentsSkeleton />
      ) : comments.data.comments.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {t('comments.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('comments.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {comments.data.comments.map((comment) => (
            <CommentRow key={comment.id} message={message} comment={comment} access={access} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        {access === 'guest' ? (
          <GuestPrompt />
        ) : access === 'blocked' ? (
          <Typography color="text.secondary" variant="body2" data-testid="comment-blocked">
            {t('comments.blocked')}
          </Typography>
        ) : (
          <TextComposer
            label={t('comments.label')}
            submitLabel={t('comments.submit')}
            minRows={2}
            testId="comment-composer"
            onSubmit={(text) => submit.mutateAsync(text)}
          />
        )}
      </Box>
    </Box>
  );
}
