import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { showSnack } from '../../../lib/snackbar';
import { useLoginHref } from '../../../components/login-prompt';
import { Stars } from '../../../components/stars';
import type { ReviewBodyName } from './review-bodies';
import type { ReviewFormProps } from './review-form-dialog';
import type { DetailedCalls, DetailedReview, OwnReview, ReviewCalls } from './review-types';
import { useOwnReview } from './use-own-review';

// The dialogs and their form code (react-hook-form, zod) load only where a signed-in member can rate:
// a guest's title page never fetches them.
const loadDialogs = () => import('./review-dialogs');
const RatingDialog = lazy(() => loadDialogs().then((m) => ({ default: m.RatingDialog })));
const DetailedDialog = lazy(() => loadDialogs().then((m) => ({ default: m.DetailedDialog })));

const NO_REVIEW: OwnReview = { grade: null, review: '', spoiler: false, review_check: false };
const NO_DETAILED: DetailedReview = { title: '', review: '', cover: null };

export interface DetailedSetup {
  calls: DetailedCalls;
  /** The contract's body the detailed review form checks (review-bodies.ts). */
  schema: ReviewBodyName;
  ids: Record<string, unknown>;
  withCover: boolean;
}

/** The rating form's setup: the contract's body by name (review-bodies.ts). */
export type RatingForm = Omit<ReviewFormProps, 'ns' | 'schema'> & { schema: ReviewBodyName };

/**
 * The caller's rating of a title and the way to write or change it (part 2 sections 2, 4-6): guests see a
 * prompt to log in instead; where the title's answer says `can_write_detailed_review` (critics), the caller
 * also gets the detailed review once their short review exists.
 */
export function RatingPanel({
  ns,
  signedIn,
  loginText,
  calls,
  form,
  detailed,
  canWriteDetailed = false,
}: {
  ns: string;
  signedIn: boolean;
  loginText: string;
  calls: ReviewCalls;
  form: RatingForm;
  detailed?: DetailedSetup;
  /** The server's verdict on the title (`can_write_detailed_review`). */
  canWriteDetailed?: boolean;
}) {
  const { t } = useTranslation(ns);
  const loginHref = useLoginHref();
  if (!signedIn) {
    return (
      <Alert
        severity="info"
        // On a phone the button goes under the text, whole, rather than squeezing it.
        sx={{
          flex: 1,
          flexWrap: 'wrap',
          '& .MuiAlert-message': { flex: '1 1 12rem' },
          '& .MuiAlert-action': { ml: 'auto' },
        }}
        action={
          <Button component={RouterLink} to={loginHref} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
            {t('login.action')}
          </Button>
        }
      >
        {loginText}
      </Alert>
    );
  }
  return <OwnRating ns={ns} calls={calls} form={form} detailed={canWriteDetailed ? detailed : undefined} />;
}

function OwnRating({
  ns,
  calls,
  form,
  detailed,
}: {
  ns: string;
  calls: ReviewCalls;
  form: RatingForm;
  detailed?: DetailedSetup;
}) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const own = useOwnReview(calls, NO_REVIEW, true);
  const review = own.query.data ?? NO_REVIEW;

  const openForm = () => {
    void own.openWith(() => setOpen(true));
  };
  const save = async (values: Parameters<ReviewCalls['save']>[0]) => {
    await own.save.mutateAsync(values);
    showSnack(t('rating.saved'));
  };
  const remove = async () => {
    await own.remove.mutateAsync();
    showSnack(t('rating.deleted'), 'info');
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, flex: 1, minWidth: 0 }}
      component="section"
      aria-labelledby="own-rating-title"
    >
      <Typography id="own-rating-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('rating.title')}
      </Typography>
      {own.query.isPending ? (
        <Skeleton height={40} />
      ) : own.query.isError ? (
        <Typography color="error">{t('rating.loadError')}</Typography>
      ) : review.review_check ? (
        <Stack spacing={0.5} data-testid="own-rating">
          {form.withGrade && review.grade !== null && review.grade !== undefined && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>{review.grade}</Typography>
              <Stars grade={review.grade} />
            </Stack>
          )}
          {review.review && (
            <Typography
              variant="body2"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {review.review}
            </Typography>
          )}
          {review.spoiler && (
            <Chip
              label={t('rating.spoiler')}
              size="small"
              color="warning"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(form.withGrade ? 'rating.none' : 'rating.noneReview')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<RateReviewIcon />}
          onClick={openForm}
          disabled={own.query.isError || own.opening}
        >
          {t(review.review_check ? 'rating.edit' : form.withGrade ? 'rating.rate' : 'rating.write')}
        </Button>
        {detailed && review.review_check && <DetailedButton ns={ns} setup={detailed} />}
      </Stack>
      {detailed && !review.review_check && !own.query.isPending && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('errors:reviewFirst')}
        </Typography>
      )}
      <Suspense fallback={null}>
        <RatingDialog
          ns={ns}
          {...form}
          open={open}
          current={review}
          onClose={() => setOpen(false)}
          onSave={save}
          onDelete={remove}
        />
      </Suspense>
    </Paper>
  );
}

/** Where the answer allows it (critics), after the short review (part 2 section 5). */
function DetailedButton({ ns, setup }: { ns: string; setup: DetailedSetup }) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const own = useOwnReview(setup.calls, NO_DETAILED, true);
  const current = own.query.data ?? NO_DETAILED;
  const save = async (values: Parameters<DetailedCalls['save']>[0]) => {
    await own.save.mutateAsync(values);
    showSnack(t('rating.detailedSaved'));
  };
  const remove = async () => {
    await own.remove.mutateAsync();
    showSnack(t('rating.detailedDeleted'), 'info');
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ArticleIcon />}
        onClick={() => {
          void own.openWith(() => setOpen(true));
        }}
        disabled={own.query.isPending || own.query.isError || own.opening}
      >
        {t(current.title ? 'rating.detailedEdit' : 'rating.detailedWrite')}
      </Button>
      <Suspense fallback={null}>
        <DetailedDialog
          ns={ns}
          open={open}
          current={current}
          withCover={setup.withCover}
          schema={setup.schema}
          ids={setup.ids}
          onClose={() => setOpen(false)}
          onSave={save}
          onDelete={remove}
        />
      </Suspense>
    </>
  );
}
