import {
  CODE_ADD_PATHS,
  codeAddResponse,
  codeListBody,
  IMPORT_KINDS,
  IMPORTS_PATH,
  importListQuery,
  importListResponse,
  type ImportKind,
} from '@mfi/contract/code-add.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole } from '../../auth/guards';
import { routeKit } from '../../lib/route-kit';
import { CODE_ADDERS } from '../../policies/code-add.policy';
import { listImports, queueCodes } from './code-add.service';

// Part 2 section 7: the code-add calls of main contributors, one per kind, each answering success and message;
// and the importer's state of the codes (issue 25 part 5).
const route = routeKit(['imports']);

const summaries: Record<ImportKind, string> = {
  artist: 'Queue TMDB person codes for import as artists',
  movie: 'Queue TMDB movie codes for import',
  serial: 'Queue TMDB TV series codes for import, with their seasons and episodes',
  serial_update: 'Queue at most 2 TMDB TV series codes: add the seasons and episodes the serial lacks',
};

export function registerImportRoutes(app: ZodApp, ctx: AppContext) {
  const codeAdder = requireRole(...CODE_ADDERS);
  for (const kind of IMPORT_KINDS) {
    app.post(
      CODE_ADD_PATHS[kind],
      route.writes(codeAdder, 'none').json(summaries[kind], codeListBody(kind), codeAddResponse),
      (req) => queueCodes(ctx, currentUser(req), kind, req.body.list),
    );
  }
  app.get(
    IMPORTS_PATH,
    route.guardedRead(
      codeAdder,
      'The queued codes newest first, each waiting, running, done (with its draft) or failed (with the reason); a batch with its progress',
      importListQuery,
      importListResponse,
    ),
    (req) => listImports(ctx, currentUser(req), req.query),
  );
}
