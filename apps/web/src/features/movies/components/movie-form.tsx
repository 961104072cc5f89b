import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@mfi/contract/catalogue.enums';
import { ArchiveField, CheckField, RuntimeField, titleForm, YearField } from '../../../components/catalogue/title-form';
import { FormTextField } from '../../../components/form-text-field';
import { CollectionField } from './collection-field';
import { movieFormResolver } from './movie-form-values';
import { MOVIE_KIND } from './movie-kind';

/**
 * Movie create and update (part 2 sections 2, 5): the title form with a movie's festival flag, category,
 * year, collection and theater flag, and its archive images on create.
 */
export const MovieForm = titleForm(MOVIE_KIND, movieFormResolver, function useMovieFields(control, isCreate) {
  const { t, i18n } = useTranslation('movies');
  const en = i18n.language === 'en';
  return {
    images: <CheckField control={control} name="festival" label={t('form.festival')} />,
    gridStart: (
      <FormTextField control={control} name="category" label={t('field.category')} select required>
        {CATEGORIES.map((c) => (
          <MenuItem key={c.value} value={String(c.value)}>
            {en ? c.en : c.mn}
          </MenuItem>
        ))}
      </FormTextField>
    ),
    gridEnd: (
      <>
        <YearField control={control} name="year" label={t('field.year')} ns="movies" />
        <RuntimeField control={control} ns="movies" />
      </>
    ),
    aboutEnd: (
      <>
        <CollectionField control={control} label={t('field.collection')} />
        <CheckField control={control} name="theater" label={t('form.theater')} />
      </>
    ),
    end: isCreate && <ArchiveField control={control} ns="movies" title={t('form.archive')} />,
  };
});
