-- Generated from policies/visibility.ts by policies/visibility-sql.ts: edit the source, not this file.
-- The episode counts in its serial's figures (it and its season are published).
CREATE OR REPLACE FUNCTION episode_published_in_serial(e episodes, se seasons) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT ("e"."publish" and "se"."publish")
$$;
