import Box from '@mui/material/Box';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { useTranslation } from 'react-i18next';
import { richTextSx } from '../../../components/rich-text/rich-text-sx';

/** The edition's guidance in the reader's language (the Mongolian one when no English was written). */
export function GuidanceHtml({ guidance }: { guidance: RegistrationGuidanceResponse }) {
  const { i18n } = useTranslation();
  const html = i18n.language === 'en' && guidance.guidance_en.trim() ? guidance.guidance_en : guidance.guidance;
  return (
    // Sanitized by the server on every write (lib/html).
    <Box
      sx={{ ...richTextSx, maxWidth: 800 }}
      data-testid="guidance-content"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
