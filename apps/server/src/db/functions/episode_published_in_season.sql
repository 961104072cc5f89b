-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.
-- The episode counts in its season's figures.
CREATE OR REPLACE FUNCTION episode_published_in_season(e episodes) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT "e"."publish"
$$;
