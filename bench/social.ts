import { SCALE_BENCH_USERS, SCALE_USER_SLUG, scaleBenchToken } from '../apps/server/src/seed/scale-ratings';
import {
  SCALE_MEMBER_SLUG,
  SCALE_SOCIAL_BENCH_USERS,
  scaleSocialBenchToken,
} from '../apps/server/src/seed/scale-social';
import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 15 on the social scale data (apps/server/src/seed/scale-social.ts): the profile
// detail and the feed page, read per request by signed-in members (nothing cached: the answers carry the
// caller's follow, blocks and likes), and posting a short message, whose action is written in the same
// transaction. The profiles read are the rating members (about a hundred feed actions each: reviews of
// movies and episodes) and the social members (about forty: watching flags, some messages), alike.

/** Profiles of both kinds, interleaved, so the power law of the run reads both. */
const profileSlugs = Array.from({ length: 600 }, (_, i) =>
  i % 2 ? `${SCALE_MEMBER_SLUG}${1 + ((i * 7919) % 80_000)}` : `${SCALE_USER_SLUG}${1 + ((i * 104_729) % 20_000)}`,
);

/** A reader: the scale members with bench tokens, in turn. */
const reader = (n: number) => scaleBenchToken(1 + (n % SCALE_BENCH_USERS));

export async function socialScenarios(kit: BenchKit): Promise<Scenario[]> {
  return [
    {
      name: 'profile detail (signed in)',
      budgetMs: 20,
      paths: profileSlugs.map((slug) => `/api/user/api/${slug}/v-user-detail/`),
      token: reader,
    },
    {
      // Page 1 mostly, deeper pages of the rating members (ten pages each) now and then.
      name: 'feed page (signed in)',
      budgetMs: 30,
      paths: profileSlugs.flatMap((slug, i) => [
        `/api/user/api/v-user-feed/?slug=${slug}&feedPage=${1 + (i % 3 === 2 ? i % 7 : 0)}`,
      ]),
      token: reader,
    },
    {
      // Each post takes the next social member's token: a few posts each in a run, under the 20 a minute.
      name: 'post a short message (write)',
      budgetMs: 50,
      paths: ['/api/user/api/v-user-addshortmessage/'],
      write: (n) => ({
        token: scaleSocialBenchToken(1 + (n % SCALE_SOCIAL_BENCH_USERS)),
        body: { body: `Бенч ${kit.benchRun} ${n}: туршилтын зурвас` },
      }),
      writes: ['short_messages', 'user_actions'],
      // The feed actions go with their messages (cascade).
      cleanup: "delete from short_messages where body like 'Бенч %'",
    },
  ];
}
