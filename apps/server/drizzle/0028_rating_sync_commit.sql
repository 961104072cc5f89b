-- A rating's commit waits for its WAL again, as every other write's (migration 0024 had turned the wait off
-- inside rate_movie and rate_episode). On the embedded PGlite, a single process with no WAL writer, an
-- unflushed commit stayed in memory until later traffic pushed it out: a kill -9 under rating load lost the
-- last 2.3 s of acknowledged ratings (issue 12). On a PostgreSQL server the operator may still trade the
-- wait for throughput with RATING_ASYNC_COMMIT=on, which the server sends with each connection's start-up as
-- the custom setting mfi.rating_async_commit: a crash of the database host then loses at most the ratings
-- of the last 3 x wal_writer_delay (600 ms by default); a crash of the Node process loses none
-- (docs/decisions/005).
CREATE OR REPLACE FUNCTION rate_movie(p_movie_id integer, p_movie_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
  published boolean;
  saved_id integer;
  old_grade integer;
  old_critic boolean;
  watched_delta integer;
BEGIN
  -- The commit waits for its WAL unless the operator chose otherwise (RATING_ASYNC_COMMIT, above).
  IF current_setting('mfi.rating_async_commit', true) = 'on' THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  IF p_movie_id IS NOT NULL THEN
    SELECT id, publish INTO found_id, published FROM movies WHERE id = p_movie_id;
  ELSE
    SELECT id, publish INTO found_id, published FROM movies WHERE slug = p_movie_slug;
  END IF;
  IF found_id IS NULL OR NOT published THEN
    RETURN NULL;
  END IF;
  INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
  VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic)
  ON CONFLICT (movie_id, user_id) DO NOTHING
  RETURNING id INTO saved_id;
  IF saved_id IS NULL THEN
    SELECT grade, critic INTO old_grade, old_critic FROM movie_reviews
    WHERE movie_id = found_id AND user_id = p_user_id FOR UPDATE;
    IF FOUND THEN
      UPDATE movie_reviews SET grade = p_grade, review = p_review, spoiler = p_spoiler, critic = p_critic, updated_at = now()
      WHERE movie_id = found_id AND user_id = p_user_id;
    ELSE
      -- Deleted by the same user between our INSERT and this SELECT: a first rating after all.
      INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
      VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic);
    END IF;
  END IF;
  INSERT INTO movie_user_flags (movie_id, user_id, watched) VALUES (found_id, p_user_id, true)
  ON CONFLICT (movie_id, user_id) DO UPDATE SET watched = true, watch = false, watching = false, updated_at = now()
    WHERE NOT movie_user_flags.watched;
  GET DIAGNOSTICS watched_delta = ROW_COUNT;
  PERFORM move_movie_grades(found_id,
    CASE WHEN p_critic THEN p_grade ELSE 0 END - CASE WHEN old_critic THEN old_grade ELSE 0 END,
    p_critic::int - coalesce(old_critic::int, 0),
    CASE WHEN p_critic THEN 0 ELSE p_grade END - CASE WHEN NOT old_critic THEN old_grade ELSE 0 END,
    (NOT p_critic)::int - coalesce((NOT old_critic)::int, 0),
    watched_delta);
  RETURN found_id;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION rate_episode(p_serial_slug text, p_season_slug text, p_episode_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS TABLE (rated_episode integer, rated_season integer, rated_serial integer)
LANGUAGE plpgsql AS $$
DECLARE
  e_id integer;
  s_id integer;
  sr_id integer;
  published boolean;
BEGIN
  -- As a movie rating: the WAL flush is skipped only when the operator chose it.
  IF current_setting('mfi.rating_async_commit', true) = 'on' THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
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
