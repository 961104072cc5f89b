-- A season's figures from its published episodes: counts add up, grades average the graded episodes'.
CREATE OR REPLACE FUNCTION recompute_season_figures(p_season_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seasons SET (critic_grade, critic_count, audience_grade, audience_count) = (
    SELECT avg(e.critic_grade), coalesce(sum(e.critic_count), 0)::int, avg(e.audience_grade), coalesce(sum(e.audience_count), 0)::int
    FROM episodes e WHERE e.season_id = seasons.id AND episode_published_in_season(e))
  WHERE seasons.id = p_season_id;
END
$$;
