import { SCALE_DIARY, scaleDiaryOwner } from '../apps/server/src/seed/scale-diary';
import type { BenchKit, Scenario } from './scenario';

// Bench row of issue 29: a member's diary page (GET v-user-diary), on the scale diaries (seed/scale-diary.ts:
// 50 members with 300 viewings each, so 10 pages of 30), every page of every such member; a guest's page is
// cached by slug and page under the member's tag (decision 036). Budget 30 ms (the p95).
export function diaryScenarios(_kit: BenchKit): Scenario[] {
  const pages = Math.ceil(SCALE_DIARY.perMember / 30);
  return [
    {
      name: 'member diary page',
      budgetMs: 30,
      paths: Array.from(
        { length: SCALE_DIARY.members * pages },
        (_, i) =>
          `/api/user/api/v-user-diary/?slug=${scaleDiaryOwner(1 + (i % SCALE_DIARY.members))}&page=${1 + Math.floor(i / SCALE_DIARY.members)}`,
      ),
    },
  ];
}
