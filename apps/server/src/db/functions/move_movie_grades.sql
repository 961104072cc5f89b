-- Moves a movie's sums, counts and watched count by a write's differences and sets the averages from
-- them, in one update computed from the row version it updates: concurrent writers of one movie each add
-- their own difference, exactly (rate_movie, and the rating delete in modules/reviews).
CREATE OR REPLACE FUNCTION move_movie_grades(p_movie_id integer, p_critic_sum integer, p_critic_count integer, p_audience_sum integer, p_audience_count integer, p_watched integer)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movies SET
    critic_sum = critic_sum + p_critic_sum, critic_count = critic_count + p_critic_count,
    critic_grade = ((critic_sum + p_critic_sum)::numeric / nullif(critic_count + p_critic_count, 0))::real,
    audience_sum = audience_sum + p_audience_sum, audience_count = audience_count + p_audience_count,
    audience_grade = ((audience_sum + p_audience_sum)::numeric / nullif(audience_count + p_audience_count, 0))::real,
    watched_count = greatest(watched_count + p_watched, 0)
  WHERE id = p_movie_id;
END
$$;
