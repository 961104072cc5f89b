-- Trigger (BEFORE DELETE ON users): an account deleted takes its follows with it (the foreign keys cascade),
-- so the members it followed lose a follower and those who followed it lose a following, in the same
-- statement, whatever deletes the row. Runs before the cascade, while the follows are still there.
CREATE OR REPLACE FUNCTION uncount_follows_of_deleted_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_profiles p SET followers_count = greatest(p.followers_count - 1, 0)
  FROM user_follows f WHERE f.follower_id = OLD.id AND p.user_id = f.followee_id;
  UPDATE user_profiles p SET following_count = greatest(p.following_count - 1, 0)
  FROM user_follows f WHERE f.followee_id = OLD.id AND p.user_id = f.follower_id;
  RETURN OLD;
END
$$;
