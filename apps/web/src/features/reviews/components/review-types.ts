import type { QueryKey } from '@tanstack/react-query';
import type { ReviewCard } from '@mfi/contract/reviews.schemas';

// What a title's feature hands the shared review screens: its calls and the query keys they change. The
// screens are the same for movies, seasons and episodes (part 2 sections 2-5); only the calls differ.

export type ReviewKind = 'critic' | 'audience';

/** The caller's short review as the submit call answers it (season reviews have no grade). */
export interface OwnReview {
  grade?: number | null;
  review: string;
  spoiler: boolean;
  review_check: boolean;
}

export interface ReviewValues {
  /** 0-100; ignored by season reviews. */
  grade: number;
  review: string;
  spoiler: boolean;
}

export interface ReviewCalls {
  /** The query key of the caller's review. */
  key: QueryKey;
  /** The submit call with `load: false` and nothing to save: the caller’s existing review (part 2 section 4). */
  load(): Promise<OwnReview>;
  save(values: ReviewValues): Promise<OwnReview>;
  remove(): Promise<unknown>;
  /** Keys a write changes: the title's detail (grades, watched) and its review tabs. */
  refresh: QueryKey[];
}

/** The root key of the /movie-review, /episode-review and /season-review lists and details. */
export const REVIEW_PAGES_KEY = ['reviews'] as const;

export interface DetailedReview {
  title: string;
  review: string;
  cover?: string | null;
}

export interface DetailedValues {
  title: string;
  review: string;
  /** A new cropped JPEG cover (episodes only); null keeps the current one. */
  cover: Blob | null;
}

export interface DetailedCalls {
  key: QueryKey;
  load(): Promise<DetailedReview>;
  save(values: DetailedValues): Promise<DetailedReview>;
  remove(): Promise<unknown>;
  refresh: QueryKey[];
}

/** One page of a critic or audience tab. */
export interface TabPage {
  cards: ReviewCard[];
  end: boolean;
}

export interface TabSource {
  key: QueryKey;
  fetchPage(loadMore: number, signal?: AbortSignal): Promise<TabPage>;
}

export interface ReviewTabsCalls {
  source(kind: ReviewKind): TabSource;
  like(reviewId: number): Promise<{ user_like: boolean; total_likes: number }>;
  /** The detailed review page of a critic's card (the review pages' routes). */
  detailedHref?(card: ReviewCard): string;
}
