import type { ComponentProps } from 'react';
import { DetailedReviewDialog } from './detailed-review-dialog';
import { reviewBodies, type ReviewBodyName } from './review-bodies';
import { ReviewFormDialog } from './review-form-dialog';

// The rating panel's dialogs, loaded on demand (rating-panel.tsx): with them come the forms' code,
// react-hook-form and zod, which a guest reading a title page never needs.

type WithBodyName<P> = Omit<P, 'schema'> & { schema: ReviewBodyName };

export function RatingDialog({ schema, ...props }: WithBodyName<ComponentProps<typeof ReviewFormDialog>>) {
  return <ReviewFormDialog {...props} schema={reviewBodies[schema]} />;
}

export function DetailedDialog({ schema, ...props }: WithBodyName<ComponentProps<typeof DetailedReviewDialog>>) {
  return <DetailedReviewDialog {...props} schema={reviewBodies[schema]} />;
}
