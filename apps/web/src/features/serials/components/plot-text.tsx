import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Language = 'mn' | 'en';
export type PickedText = { text: string; lang: Language; onlyOther: boolean };

/**
 * The text in the reader's language; when only the other language's text exists, that one, marked so the
 * page can say so. Titles hold a Mongolian and an English plot, and either may be missing.
 */
export function inReaderLanguage(language: string, texts: Record<Language, string>): PickedText | null {
  const own: Language = language === 'en' ? 'en' : 'mn';
  const other: Language = own === 'en' ? 'mn' : 'en';
  if (texts[own].trim()) return { text: texts[own], lang: own, onlyOther: false };
  if (texts[other].trim()) return { text: texts[other], lang: other, onlyOther: true };
  return null;
}

/**
 * A serial's or episode's plot in the reader's language, or the other language's under a note saying only
 * that one exists. Nothing (or `emptyText`) when neither was entered.
 */
export function PlotText({
  plot,
  enPlot,
  emptyText,
  variant = 'body1',
  clampLines,
}: {
  plot: string;
  enPlot: string;
  emptyText?: string;
  variant?: 'body1' | 'body2';
  /** Cut the text to this many lines (lists). */
  clampLines?: number;
}) {
  const { t, i18n } = useTranslation('serials');
  const picked = inReaderLanguage(i18n.language, { mn: plot, en: enPlot });
  if (!picked) {
    return emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null;
  }
  return (
    <Box>
      {picked.onlyOther && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="plot-language-note">
          {t(picked.lang === 'en' ? 'plotText.onlyEnglish' : 'plotText.onlyMongolian')}
        </Typography>
      )}
      <Typography
        variant={variant}
        lang={picked.lang}
        color={clampLines ? 'text.secondary' : undefined}
        sx={
          clampLines
            ? { display: '-webkit-box', WebkitLineClamp: clampLines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : { whiteSpace: 'pre-line' }
        }
      >
        {picked.text}
      </Typography>
    </Box>
  );
}
