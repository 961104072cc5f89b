import type { JournalCard, JournalDetail, JournalListItem } from '@mfi/contract/journals.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { JournalAddressRow, listPreviousJournals, RelatedRow } from './journal-detail.queries';
import type { JournalCardRow } from './journal-list.queries';

// Journal rows → the spec's response shapes (part 2 section 3 "Journal …", part 1 "Journal list item (home)").

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toJournalListItem = (r: JournalCardRow, media: MediaUrls): JournalListItem => ({
  id: r.id,
  journal_slug: r.slug,
  journal_title: r.title,
  journal_cover: media.urlOf(r.cover),
  content: r.excerpt,
  publish_date: iso(r.publishDate),
  total_likes: r.likesCount,
  user__username: r.authorName,
  user__user_slug: r.authorSlug,
  user__image: media.urlOf(r.authorImage),
  journal_type__type_mongol_name: r.subTypeName,
  journal_type__type_slug: r.subTypeSlug,
  journal_type__main_type__type_mongol_name: r.mainTypeName,
  journal_type__main_type__type_slug: r.mainTypeSlug,
});

export const toJournalCard = (r: JournalCardRow, media: MediaUrls, liked: boolean): JournalCard => ({
  id: r.id,
  journal_type: r.mainTypeName,
  journal_sub_type: r.subTypeName,
  journal_title: r.title,
  journal_cover: media.urlOf(r.cover),
  journal_slug: r.slug,
  journal_type_slug: r.mainTypeSlug,
  journal_sub_type_slug: r.subTypeSlug,
  title_slug: r.slug,
  journal_author: r.authorName,
  author_slug: r.authorSlug,
  author_image: media.urlOf(r.authorImage),
  user_like: liked,
  total_likes: r.likesCount,
});

export const toHomeJournal = (r: JournalCardRow, media: MediaUrls) => ({
  image: media.urlOf(r.cover),
  title: r.title,
  slug: r.slug,
  main_type_slug: r.mainTypeSlug,
  sub_type_slug: r.subTypeSlug,
  main_type: r.mainTypeName,
  main_type_en: r.mainTypeNameEn,
  user_name: r.authorName,
  user_slug: r.authorSlug,
});

type Related = {
  tags: { id: number; name: string }[];
  artists: RelatedRow<'artists'>[];
  movies: RelatedRow<'movies'>[];
  serials: RelatedRow<'serials'>[];
  previous: Awaited<ReturnType<typeof listPreviousJournals>>;
};

export const toRelatedArtist = (a: Related['artists'][number], media: MediaUrls) => ({
  id: a.id,
  slug: a.slug,
  photo: media.urlOf(a.photo),
  pro_name: a.name,
  pro_name_en: a.nameEn,
});
export const toRelatedTitle = (m: Related['movies'][number], media: MediaUrls) => ({
  id: m.id,
  slug: m.slug,
  poster: media.urlOf(m.poster),
  title: m.title,
  i_title: m.iTitle,
  year: m.year,
});

/** The user-independent detail; `user_like` and the verdicts are filled per reader. */
export function toJournalDetail(row: JournalAddressRow, related: Related, media: MediaUrls): JournalDetail {
  const j = row.journal;
  return {
    id: j.id,
    slug: j.slug,
    type: {
      id: row.mainType.id,
      type_mongol_name: row.mainType.nameMn,
      type_english_name: row.mainType.nameEn,
      type_slug: row.mainType.slug,
    },
    sub_type: {
      id: row.subType.id,
      type_mongol_name: row.subType.nameMn,
      type_english_name: row.subType.nameEn,
      type_slug: row.subType.slug,
    },
    title: j.title,
    tags: related.tags.map((t) => ({ id: t.id, journal_tag_name: t.name })),
    user: row.authorName,
    user_slug: row.authorSlug,
    user_image: media.urlOf(row.authorImage),
    publish_date: iso(j.publishDate),
    publish: j.publishDate !== null,
    cover: media.urlOf(j.cover),
    content: j.content,
    total_likes: j.likesCount,
    user_like: false,
    artists: related.artists.map((a) => toRelatedArtist(a, media)),
    movies: related.movies.map((m) => toRelatedTitle(m, media)),
    serials: related.serials.map((s) => toRelatedTitle(s, media)),
    p_journals: related.previous.map((p) => ({
      slug: p.slug,
      type_slug: p.mainTypeSlug,
      sub_type_slug: p.subTypeSlug,
      cover: media.urlOf(p.cover),
      title: p.title,
      user: p.authorName,
      publish: iso(p.publishDate),
    })),
  };
}
