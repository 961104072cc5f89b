// The reviews' door for the after-writes (decision 005): the copies the detailed review lists keep of their
// title's publish flag and search key, rewritten in the transaction of the title's write, and the serial's
// row lock under which a serial's copies are rewritten. The after-writes reach the reviews through this
// file alone, never their query files.
export { refreshDetailedReviewKeys, setDetailedReviewsPublished } from './detailed-reviews.queries';
export { refreshSerialReviewCopies } from './episode-detailed-reviews.queries';
export { lockSerial } from './serial-reviews.queries';
