-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.
-- The movie is published: it takes ratings and reviews.
CREATE OR REPLACE FUNCTION movie_published(m movies) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT "m"."publish"
$$;
