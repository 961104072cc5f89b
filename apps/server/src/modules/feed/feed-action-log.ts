// The feed's door for the after-writes (decision 015): the action log that a detailed review, a "watching"
// flag or a published journal writes in its own transaction, and the copies of a title's publish flag the
// log keeps (`hidden`). The after-writes reach the feed through this file alone, never its query files.
export {
  type ActionTarget,
  deleteActions,
  refreshSerialActionsHidden,
  setMovieActionsHidden,
  upsertAction,
} from './feed-actions.queries';
