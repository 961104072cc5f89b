import { IMPORT_FILE_MAX_BYTES } from '@mfi/contract/limits';
import {
  importConfirmBody,
  importConfirmResponse,
  importPreviewResponse,
  importStateQuery,
  importStateResponse,
  importUploadFields,
} from '@mfi/contract/user-import.schemas';
import { currentUser, noStore, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart, singleFields } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { parseWith } from '../../lib/validate';
import { confirmImport, importState, previewImport } from './user-import.service';

// A member's import from Letterboxd or IMDb (issue 29 part 2; decision 037). The calls write only the import's
// own rows (the job writes the diary, ratings, flags and lists through their services and after-writes).
const route = routeKit(['user-import']);
const writes = route.writes(requireUser, 'none');

export function registerUserImportRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/user/api/v-user-import/',
    writes.form(
      'Upload an export (multipart `file`, and `source`: letterboxd or imdb); answers the preview, writes nothing yet',
      importPreviewResponse,
    ),
    async (req) => {
      const form = await readMultipart(req, { bytes: IMPORT_FILE_MAX_BYTES, tooLarge: 'importTooLarge' });
      const { source } = parseWith(importUploadFields, singleFields(form));
      const data = form.files.file?.[0];
      return previewImport(ctx, currentUser(req), source, data && { data, name: form.names?.file?.[0] ?? '' });
    },
  );
  app.post(
    '/user/api/v-user-import-confirm/',
    writes.json(
      "Confirm one's own preview {id, choices: [{row, kind, id}]}: queues the import's job; answers {id, state}",
      importConfirmBody,
      importConfirmResponse,
    ),
    (req) => confirmImport(ctx, currentUser(req), req.body),
  );
  app.get(
    '/user/api/v-user-import-state/',
    {
      ...route.guardedRead(
        requireUser,
        "One's own import's state and progress {state, done, total}",
        importStateQuery,
        importStateResponse,
      ),
      onSend: noStore,
    },
    (req) => importState(ctx, currentUser(req), req.query.id),
  );
}
