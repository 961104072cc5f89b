-- A movie rating in one call: the rating, "watched" (rating a movie means having seen it; it ends "to watch"
-- and "watching") and the movie's figures. The movie's sums and counts move by the rating's own difference
-- (move_movie_grades): no lock on the movie before the write and no average over every rating. Exact under
-- concurrency: the final UPDATE computes from the row version it updates (READ COMMITTED re-reads a row a
-- concurrent writer changed), and a user's earlier rating is read under its row lock, so two saves of one
-- user serialize. The commit waits for its WAL unless the operator set RATING_ASYNC_COMMIT=on, which the
-- server sends as mfi.rating_async_commit (db/client.ts; docs/decisions/005). Answers the movie id, or NULL
-- when the movie is missing or unpublished.
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
    SELECT m.id, movie_published(m) INTO found_id, published FROM movies m WHERE m.id = p_movie_id;
  ELSE
    SELECT m.id, movie_published(m) INTO found_id, published FROM movies m WHERE m.slug = p_movie_slug;
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
  -- The member's feed card of the rating (user_actions, kind 3 = FEED_KINDS.movieReview), and rating ends
  -- "watching", so that card (kind 1) goes: here, in the rating's own statement, not in round trips of a
  -- transaction around it, which held the pooled connection and halved the ratings a second (decision 015).
  INSERT INTO user_actions (user_id, kind, target_id, movie_id, hidden) VALUES (p_user_id, 3, found_id, found_id, false)
  ON CONFLICT (user_id, kind, target_id) DO UPDATE SET created_at = now(), hidden = false;
  DELETE FROM user_actions WHERE user_id = p_user_id AND kind = 1 AND target_id = found_id;
  RETURN found_id;
END
$$;
