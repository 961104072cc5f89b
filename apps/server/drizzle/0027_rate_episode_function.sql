-- The figures of an episode, a season and a serial as SQL functions: one definition for the TypeScript
-- writes (publish, delete, seeds) and for rate_episode below. Seasons and serials count their published
-- episodes (a serial: of its published seasons); their grades average the graded episodes' grades.
CREATE FUNCTION recompute_episode_figures(p_episode_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE episodes e SET
    critic_grade = s.critic_grade, critic_count = s.critic_count,
    audience_grade = s.audience_grade, audience_count = s.audience_count
  FROM (
    SELECT avg(grade) FILTER (WHERE critic)::real AS critic_grade, count(*) FILTER (WHERE critic)::int AS critic_count,
           avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade, count(*) FILTER (WHERE NOT critic)::int AS audience_count
    FROM episode_reviews WHERE episode_id = p_episode_id
  ) s
  WHERE e.id = p_episode_id;
END
$$;
--> statement-breakpoint

CREATE FUNCTION recompute_season_figures(p_season_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seasons SET (critic_grade, critic_count, audience_grade, audience_count) = (
    SELECT avg(e.critic_grade), coalesce(sum(e.critic_count), 0)::int, avg(e.audience_grade), coalesce(sum(e.audience_count), 0)::int
    FROM episodes e WHERE e.season_id = seasons.id AND e.publish)
  WHERE seasons.id = p_season_id;
END
$$;
--> statement-breakpoint

CREATE FUNCTION recompute_serial_figures(p_serial_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE serials SET (critic_grade, critic_count, audience_grade, audience_count) = (
    SELECT avg(e.critic_grade), coalesce(sum(e.critic_count), 0)::int, avg(e.audience_grade), coalesce(sum(e.audience_count), 0)::int
    FROM episodes e JOIN seasons s ON s.id = e.season_id
    WHERE s.serial_id = serials.id AND s.publish AND e.publish)
  WHERE serials.id = p_serial_id;
END
$$;
--> statement-breakpoint

-- An episode rating in one call (one round trip instead of nine): the rating, "watched", and the figures
-- of the episode, its season and its serial. The serial's row lock is taken before anything is read, so
-- the ratings of one serial serialize and each recomputation (a new snapshot per statement under READ
-- COMMITTED) sees every earlier rating: the figures stay exact under concurrent writes. The lock is held
-- for this call only, not across the round trips of a TypeScript transaction. Answers the episode,
-- season and serial ids, or no row when the episode is missing or unpublished (itself, its season or its serial).
CREATE FUNCTION rate_episode(p_serial_slug text, p_season_slug text, p_episode_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS TABLE (rated_episode integer, rated_season integer, rated_serial integer)
LANGUAGE plpgsql AS $$
DECLARE
  e_id integer;
  s_id integer;
  sr_id integer;
  published boolean;
BEGIN
  -- As a movie rating: the commit does not wait for the WAL flush (migration 0024).
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT e.id, s.id, sr.id, e.publish AND s.publish AND sr.publish INTO e_id, s_id, sr_id, published
  FROM episodes e JOIN seasons s ON s.id = e.season_id JOIN serials sr ON sr.id = s.serial_id
  WHERE sr.slug = p_serial_slug AND s.slug = p_season_slug AND e.slug = p_episode_slug;
  IF e_id IS NULL OR NOT published THEN
    RETURN;
  END IF;
  PERFORM 1 FROM serials WHERE id = sr_id FOR UPDATE;
  INSERT INTO episode_reviews AS r (episode_id, user_id, grade, review, spoiler, critic)
  VALUES (e_id, p_user_id, p_grade, p_review, p_spoiler, p_critic)
  ON CONFLICT (episode_id, user_id) DO UPDATE
    SET grade = p_grade, review = p_review, spoiler = p_spoiler, critic = p_critic, updated_at = now();
  -- Rating an episode means having seen it: watched, and no longer "watching".
  INSERT INTO episode_user_flags AS f (episode_id, user_id, watched) VALUES (e_id, p_user_id, true)
  ON CONFLICT (episode_id, user_id) DO UPDATE SET watched = true, watching = false, updated_at = now()
    WHERE NOT f.watched;
  PERFORM recompute_episode_figures(e_id);
  PERFORM recompute_season_figures(s_id);
  PERFORM recompute_serial_figures(sr_id);
  RETURN QUERY SELECT e_id, s_id, sr_id;
END
$$;
