import { afterWriteOf, type CacheHolder } from './after-write';

declare module './after-write' {
  interface Aggregates {
    artist: true;
  }
}

const effects = afterWriteOf('artist');

/** An artist and their likes. */
export const artistAfterWrite = {
  /** Created, updated, published. */
  catalogue: effects.catalogue,
  /** A like: the count is part of the cached detail page, which drops; other pages refresh in the background. */
  liked: (ctx: CacheHolder, artistId: number) => effects.community(ctx, `artist#${artistId}`),
};
