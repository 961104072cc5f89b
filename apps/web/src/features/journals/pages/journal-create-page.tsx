import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateJournal } from '../api/create-journal';
import { JournalForm } from '../components/journal-form';
import { emptyJournalForm, journalFormData } from '../components/journal-form-values';

const MODE = { kind: 'create' } as const;

/** The server's own words about a failed save: its `message`, else a field error or `detail`. */
function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const body = error.body as { message?: unknown } | undefined;
  if (typeof body?.message === 'string') return body.message;
  return Object.values(fieldErrorsOf(error)).flat()[0] ?? detailOf(error) ?? '';
}

/** journal-create: the new journal waits unpublished; success goes to the journal list (part 2 section 8). */
export function JournalCreatePage() {
  const { t } = useTranslation('journals');
  const navigate = useNavigate();
  const create = useCreateJournal();
  return (
    <JournalForm
      mode={MODE}
      heading={t('form.createTitle')}
      defaultValues={emptyJournalForm()}
      submitting={create.isPending}
      submitLabel={t('form.save')}
      onSubmit={(values) =>
        create.mutate(journalFormData(values, MODE), {
          onSuccess: () => {
            showSnack(t('errors:journalCreated'), 'success');
            void navigate(href('journal-list'));
          },
          // Part 2 section 8: the generic text followed by the server's message.
          onError: (error) =>
            showSnack(`${t('errors:generic')} ${translateError(t, serverMessage(error))}`.trim(), 'error'),
        })
      }
    />
  );
}
