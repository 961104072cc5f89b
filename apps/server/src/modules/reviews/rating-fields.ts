// What a member's rating says, whatever the title it rates: the rating functions (rate_movie, rate_episode)
// take these beside the title's reference.

export type RatingFields = {
  userId: number;
  grade: number;
  review: string;
  spoiler: boolean;
  critic: boolean;
};
