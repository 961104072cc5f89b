-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.
-- The season and its serial are published.
CREATE OR REPLACE FUNCTION season_published(se seasons, s serials) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT ("se"."publish" and "s"."publish")
$$;
