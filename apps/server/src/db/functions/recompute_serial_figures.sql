-- A serial's figures from the published episodes of its published seasons.
CREATE OR REPLACE FUNCTION recompute_serial_figures(p_serial_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE serials SET (critic_grade, critic_count, audience_grade, audience_count) = (
    SELECT avg(e.critic_grade), coalesce(sum(e.critic_count), 0)::int, avg(e.audience_grade), coalesce(sum(e.audience_count), 0)::int
    FROM episodes e JOIN seasons s ON s.id = e.season_id
    WHERE s.serial_id = serials.id AND episode_published_in_serial(e, s))
  WHERE serials.id = p_serial_id;
END
$$;
