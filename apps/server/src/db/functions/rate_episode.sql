-- An episode rating in one call: the rating, "watched" (and no longer "watching") and the figures of the
-- episode, its season and its serial. The serial's row lock is taken before anything is read, so the ratings
-- of one serial serialize and each recomputation sees every earlier rating. The commit waits for its WAL
-- unless RATING_ASYNC_COMMIT=on (as rate_movie). Answers the episode, season and serial ids, or no row when
-- the episode, its season or its serial is missing or unpublished.
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
  SELECT e.id, s.id, sr.id, episode_published(e, s, sr) INTO e_id, s_id, sr_id, published
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
  -- The member's feed card (kind 5 = FEED_KINDS.episodeReview) and the end of the "watching" one (kind 2),
  -- in this statement, as rate_movie does (decision 015).
  INSERT INTO user_actions (user_id, kind, target_id, episode_id, hidden) VALUES (p_user_id, 5, e_id, e_id, false)
  ON CONFLICT (user_id, kind, target_id) DO UPDATE SET created_at = now(), hidden = false;
  DELETE FROM user_actions WHERE user_id = p_user_id AND kind = 2 AND target_id = e_id;
  RETURN QUERY SELECT e_id, s_id, sr_id;
END
$$;
