import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import type { JournalAddress, JournalDetail } from '../api/get-journal-detail';
import { useUpdateJournal } from '../api/update-journal';
import { JournalForm } from '../components/journal-form';
import { JournalLoader } from '../components/journal-loader';
import { journalFormData, journalFormValuesOf } from '../components/journal-form-values';

/**
 * journal-update: prefilled, the header names the journal, Save and Back to detail. Only those the answer lets
 * edit it (`can_edit`: the author publisher or an admin, the server's policy) reach the form; after saving a published journal goes to its (possibly new)
 * address, an unpublished one to the journal list (part 2 section 4).
 */
export function JournalUpdatePage() {
  const { typeSlug = '', subTypeSlug = '', slug = '' } = useParams();
  const address: JournalAddress = { typeSlug, subTypeSlug, slug };
  return (
    <JournalLoader address={address}>
      {(journal) => <JournalUpdate journal={journal} address={address} />}
    </JournalLoader>
  );
}

function JournalUpdate({ journal, address }: { journal: JournalDetail; address: JournalAddress }) {
  const { t } = useTranslation('journals');
  const navigate = useNavigate();
  const update = useUpdateJournal();
  if (!journal.can_edit) return <NotFoundPage />;

  const mode = { kind: 'update', ...address } as const;
  return (
    <JournalForm
      key={journal.id}
      mode={mode}
      heading={t('form.updateTitle', { title: journal.title })}
      backHref={href('journal-detail', address)}
      currentCover={journal.cover}
      defaultValues={journalFormValuesOf(journal)}
      submitting={update.isPending}
      submitLabel={t('form.save')}
      onSubmit={(values) =>
        update.mutate(journalFormData(values, mode), {
          onSuccess: (answer) => {
            showSnack(t('errors:journalUpdated'), 'success');
            void navigate(
              answer.publish_date
                ? href('journal-detail', {
                    typeSlug: answer.type_slug,
                    subTypeSlug: answer.sub_type_slug,
                    slug: answer.slug,
                  })
                : href('journal-list'),
            );
          },
          onError: () => showSnack(t('errors:generic'), 'error'),
        })
      }
    />
  );
}
