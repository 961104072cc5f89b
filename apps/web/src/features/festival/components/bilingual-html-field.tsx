import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormBlock } from '../../../components/form-block';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { uploadEditorImage } from '../../../components/rich-text/upload-editor-image';
import { translateError } from '../../../lib/error-texts';

/**
 * One of the edition's texts (agenda, description, guidance) in Mongolian and English: two rich-text editors
 * under language tabs, both kept mounted so each holds its text while the other is shown.
 */
export function BilingualHtmlField<T extends FieldValues>({
  control,
  title,
  names,
  initial,
  testId,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  title: string;
  names: { mn: Path<T>; en: Path<T> };
  initial: { mn: string; en: string };
  testId: string;
}) {
  const { t } = useTranslation('festival');
  const id = useId();
  const [language, setLanguage] = useState<'mn' | 'en'>('mn');
  return (
    <FormBlock title={title}>
      <Tabs value={language} onChange={(_, next: 'mn' | 'en') => setLanguage(next)} aria-label={title}>
        {(['mn', 'en'] as const).map((lang) => (
          <Tab
            key={lang}
            value={lang}
            label={t(`form.language.${lang}`)}
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
          />
        ))}
      </Tabs>
      {(['mn', 'en'] as const).map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={language !== lang}
        >
          <Controller
            control={control}
            name={names[lang]}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={`${title} (${t(`form.language.${lang}`)})`}
                initialHtml={initial[lang]}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required={false}
                error={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
                uploadImage={uploadEditorImage}
                testId={`${testId}-${lang}`}
              />
            )}
          />
        </Box>
      ))}
    </FormBlock>
  );
}
