-- A rating commits without waiting for the WAL flush (synchronous_commit off for this transaction only):
-- on this machine the flush was half the cost of a rating. A crash of the database host may lose the
-- ratings of its last fraction of a second (wal_writer_delay, 200 ms by default, three times at most);
-- it never leaves a half-written rating or grades that disagree with the ratings, since the WAL is still
-- written in order. Accounts, the catalogue and every other write keep waiting for the flush.
CREATE OR REPLACE FUNCTION rate_movie(p_movie_id integer, p_movie_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
  published boolean;
  watched_delta integer;
BEGIN
  -- This transaction's commit does not wait for its WAL to reach the disk (docs/decisions/005).
  PERFORM set_config('synchronous_commit', 'off', true);
  IF p_movie_id IS NOT NULL THEN
    SELECT id, publish INTO found_id, published FROM movies WHERE id = p_movie_id FOR UPDATE;
  ELSE
    SELECT id, publish INTO found_id, published FROM movies WHERE slug = p_movie_slug FOR UPDATE;
  END IF;
  IF found_id IS NULL OR NOT published THEN
    RETURN NULL;
  END IF;
  INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
  VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic)
  ON CONFLICT (movie_id, user_id) DO UPDATE
    SET grade = excluded.grade, review = excluded.review, spoiler = excluded.spoiler, critic = excluded.critic, updated_at = now();
  INSERT INTO movie_user_flags (movie_id, user_id, watched) VALUES (found_id, p_user_id, true)
  ON CONFLICT (movie_id, user_id) DO UPDATE SET watched = true, watch = false, watching = false, updated_at = now()
    WHERE NOT movie_user_flags.watched;
  GET DIAGNOSTICS watched_delta = ROW_COUNT;
  PERFORM recompute_movie_grades(found_id, watched_delta);
  RETURN found_id;
END
$$;
