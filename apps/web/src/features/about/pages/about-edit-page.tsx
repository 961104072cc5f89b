import { aboutEditFields, type AboutDetailResponse, type MemberCategory } from '@mfi/contract/about.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { MessagePage } from '../../../components/message-page';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { uploadEditorImage } from '../../../components/rich-text/upload-editor-image';
import { detailOf, fieldErrorsOf, isNotFound } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-texts';
import { schemaResolver } from '../../../lib/form';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useEditAbout, type MemberDraft } from '../api/edit-about';
import { useAbout } from '../api/get-about';
import { MemberEditor, newMemberKey } from '../components/member-editor';
import { SubmitButton } from '../../../components/submit-button';

const formSchema = z.object({ main_title: aboutEditFields.shape.main_title, content: z.string() });
type FormValues = { main_title: string; content: string };

const draftsOf = (page: AboutDetailResponse | undefined): MemberDraft[] =>
  (page?.members ?? []).map((m) => ({
    key: newMemberKey(),
    category: m.memberCategory as MemberCategory,
    name: m.memberName,
    title: m.memberTitle,
    description: m.memberDescription,
    artistSlug: m.memberArtistSlug ?? '',
    userSlug: m.memberUserSlug ?? '',
    imageUrl: m.memberImageURL,
    image: null,
  }));

/** The server's message of a refused save: its detail, or its first field's text. */
function serverMessage(error: unknown): string | undefined {
  return detailOf(error) ?? Object.values(fieldErrorsOf(error))[0]?.[0];
}

function AboutEditForm({ page }: { page: AboutDetailResponse | undefined }) {
  const { t } = useTranslation('about');
  const save = useEditAbout();
  const [members, setMembers] = useState<MemberDraft[]>(() => draftsOf(page));
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: schemaResolver<FormValues>(formSchema),
    defaultValues: { main_title: page?.aboutTitle ?? '', content: page?.aboutContent ?? '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      { title: values.main_title, content: values.content, members },
      {
        onSuccess: (answer) => {
          showSnack(answer.message, 'success');
        },
        onError: (error) => {
          const titleError = fieldErrorsOf(error).main_title?.[0];
          if (titleError) setError('main_title', { type: 'server', message: titleError });
          const message = serverMessage(error);
          showSnack(message ? `${t('errors:generic')} ${translateError(t, message)}` : t('errors:generic'), 'error');
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={3}>
        <FormTextField control={control} name="main_title" label={t('editor.title')} required />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              label={t('editor.content')}
              initialHtml={page?.aboutContent ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required={false}
              uploadImage={uploadEditorImage}
              testId="about-editor"
            />
          )}
        />
        <MemberEditor members={members} onChange={setMembers} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SubmitButton disabled={save.isPending}>{t('editor.save')}</SubmitButton>
          <Button component={RouterLink} to={href('about-us')} size="large">
            {t('editor.view')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** edit-aboutus: /edit-aboutus, admins only (the router's guard); the first edit starts from an empty page. */
export function AboutUsEditPage() {
  const { t } = useTranslation('about');
  const query = useAbout();
  const missing = isNotFound(query.error);
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 1, sm: 3 }, py: 3 }}>
      <PageTitle title={t('editor.heading')} />
      <PageHeading fontSize={{ xs: '1.5rem', sm: '2.125rem' }} sx={{ mb: 2 }}>
        {t('editor.heading')}
      </PageHeading>
      {query.isPending ? (
        <PageLoader />
      ) : !query.data && !missing ? (
        <MessagePage title={t('editor.heading')} text={t('errors:generic')} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <AboutEditForm page={query.data} />
        </Paper>
      )}
    </Box>
  );
}
