-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.
-- The episode, its season and its serial are published: it takes ratings and reviews.
CREATE OR REPLACE FUNCTION episode_published(e episodes, se seasons, s serials) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT ("e"."publish" and "se"."publish" and "s"."publish")
$$;
