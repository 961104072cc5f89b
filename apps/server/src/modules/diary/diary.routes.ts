import {
  diaryAddBody,
  diaryDeleteBody,
  diaryDeletedResponse,
  diaryEntry,
  diaryQuery,
  diaryResponse,
  diaryUpdateBody,
} from '@mfi/contract/diary.schemas';
import { requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { callerPosts, routeKit } from '../../lib/route-kit';
import { addDiaryEntry, deleteDiaryEntry, memberDiary, updateDiaryEntry } from './diary.service';

// The diary (issue 29, docs/decisions/036-diary.md) at the profile's paths: the member's viewings, open to
// guests as the profile's lists, and the owner's (or an admin's) add, edit and delete.

const tags = ['diary'];
const P = '/user/api';

export function registerDiaryRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    `${P}/v-user-diary/`,
    routeKit(tags).read(
      "A member's viewings, newest first (day, then the latest logged), 30 a page; empty to a caller who blocked the member",
      diaryQuery,
      diaryResponse,
    ),
    (req) => memberDiary(ctx, req.user ?? null, req.query),
  );
  const post = callerPosts(app, ctx, tags, requireUser, 'diary');
  post(
    `${P}/v-user-diary-add/`,
    "Log a viewing of a published movie, season or episode (today in Ulaanbaatar by default); the latest graded viewing sets the member's rating",
    diaryAddBody,
    diaryEntry,
    addDiaryEntry,
  );
  post(
    `${P}/v-user-diary-update/`,
    'Edit a viewing: its owner or an admin; the rating follows the latest graded viewing',
    diaryUpdateBody,
    diaryEntry,
    updateDiaryEntry,
  );
  post(
    `${P}/v-user-diary-delete/`,
    'Delete a viewing: its owner or an admin; the rating follows the next latest graded viewing, or stays',
    diaryDeleteBody,
    diaryDeletedResponse,
    (c, user, body) => deleteDiaryEntry(c, user, body.id),
  );
}
