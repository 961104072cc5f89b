import { movieImages } from '../../db/schema';
import { archiveImageRows } from '../../lib/archive-images';

// The movie row, its links and people are written by catalogue/title-form.queries; here its archive images.

export const movieGalleryRows = archiveImageRows(movieImages, { key: 'movieId', column: movieImages.movieId });
