// The notifications' door for the after-writes (decision 016): the notices a follow, comment or like writes
// in its own transaction, and takes back with it. after-write/notify.ts reaches the notifications through
// this file alone, never their query files.
export {
  answerEntrantRequest,
  deleteBetween,
  deleteUnreadFollow,
  deleteUnreadLike,
  insertComment,
  insertEntrantRequest,
  insertFollow,
  insertLike,
  insertRejection,
  type LikeType,
  type Rejection,
} from './notifications.queries';
