import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';

/** A 0-100 grade as five stars in half steps: grade × 0.05 (part 2 section 9). */
export const starsOf = (grade: number): number => Math.round(grade * 0.05 * 2) / 2;

export function Stars({ grade, size = 'small' }: { grade: number | null | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('catalogue');
  const value = grade === null || grade === undefined ? 0 : starsOf(grade);
  return (
    <Rating
      value={value}
      precision={0.5}
      readOnly
      size={size}
      aria-label={t('stars', { value })}
      getLabelText={(stars) => t('stars', { value: stars })}
    />
  );
}
