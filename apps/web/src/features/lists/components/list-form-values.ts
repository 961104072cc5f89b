import { listCreateBody, type ListCreateBody } from '@mfi/contract/lists.schemas';
import { schemaResolver } from '../../../lib/form';
import type { ListDetail } from '../api/list-types';
import type { ListEntry } from './list-entries';

// The editor's form holds the save payload itself (part 2 section 3: movieListName, movieListAbout,
// checkTopList, checkMovieDesc, movieList), so the contract's schema checks it with the server's messages.

export type ListFormValues = {
  movieListName: string;
  movieListAbout: string;
  checkTopList: boolean;
  checkMovieDesc: boolean;
  movieList: ListEntry[];
};

export const listFormResolver = schemaResolver<ListFormValues, ListCreateBody>(listCreateBody);

export const emptyListForm = (): ListFormValues => ({
  movieListName: '',
  movieListAbout: '',
  checkTopList: false,
  checkMovieDesc: false,
  movieList: [],
});

/** The update form starts from the list as it is. */
export function listFormValuesOf(list: ListDetail): ListFormValues {
  return {
    movieListName: list.title,
    movieListAbout: list.about,
    checkTopList: list.top_list,
    checkMovieDesc: list.show_desc,
    movieList: list.entries.map((entry) => ({
      id: entry.id,
      international_title: entry.international_title,
      mongol_title: entry.mongol_title,
      poster: entry.poster,
      description: entry.description,
    })),
  };
}
