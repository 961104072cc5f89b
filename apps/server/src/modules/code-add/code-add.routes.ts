import {
  CODE_ADD_PATHS,
  codeAddResponse,
  codeListBody,
  IMPORT_KINDS,
  type ImportKind,
} from '@mfi/contract/code-add.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole } from '../../auth/guards';
import { CODE_ADDERS } from '../../policies/code-add.policy';
import { queueCodes } from './code-add.service';

// Part 2 section 7: the code-add calls of main contributors, one per kind, each answering success and message.
const tags = ['imports'];
const security = [{ apiKey: [], token: [] }];

const summaries: Record<ImportKind, string> = {
  artist: 'Queue artist codes of the external catalogue for import',
  movie: 'Queue movie codes of the external catalogue for import',
  serial: 'Queue serial codes of the external catalogue for import',
  serial_update: 'Queue at most 2 serial codes for an update from the external catalogue',
};

export function registerImportRoutes(app: ZodApp, ctx: AppContext) {
  for (const kind of IMPORT_KINDS) {
    app.post(
      CODE_ADD_PATHS[kind],
      {
        config: { writes: 'none' },
        schema: {
          tags,
          summary: summaries[kind],
          security,
          body: codeListBody(kind),
          response: { 200: codeAddResponse },
        },
        onRequest: requireRole(...CODE_ADDERS),
      },
      (req) => queueCodes(ctx, currentUser(req), kind, req.body.list),
    );
  }
}
