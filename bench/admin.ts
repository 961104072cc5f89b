import { scaleAdminToken } from '../apps/server/src/seed/scale-admin';
import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 25 item 7: the admin console on its scale rows (seed/scale-admin.ts): the moderation
// queue over 100,000 drafts, a movie's history among 1,000,000 revisions, the audit log's 100,000 rows. Read
// by the bench admin, uncached (each answer is the caller's own), on 5 connections: the institute's few admins
// and contributors at once, not the site's 50 readers. Budget 50 ms p95. BENCH_ONLY="admin".
/** The admins and contributors working in the console at once. */
const ADMIN_CONNECTIONS = 5;

export async function adminScenarios(kit: BenchKit): Promise<Scenario[]> {
  const token = () => scaleAdminToken();
  const connections = ADMIN_CONNECTIONS;
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const kinds = ['movie', 'artist', 'episode', 'season', 'serial', 'journal'];
  const actions = ['role_grant', 'role_revoke', 'member_deactivate', 'member_reactivate'];
  return [
    {
      name: 'admin queue (100,000 drafts, by kind, pages 1-20; 5 connections)',
      budgetMs: 50,
      token,
      connections,
      paths: [
        ...pages.map((p) => `/api/admin/api-queue/?page=${p}`),
        ...kinds.flatMap((kind) => pages.slice(0, 5).map((p) => `/api/admin/api-queue/?kind=${kind}&page=${p}`)),
      ],
    },
    {
      name: 'admin history (1,000,000 revisions, one movie; 5 connections)',
      budgetMs: 50,
      token,
      connections,
      paths: kit.movieIds.slice(0, 500).map((id) => `/api/admin/api-history/?kind=movie&id=${id}`),
    },
    {
      name: 'admin audit log (100,000 rows, filters, pages 1-20; 5 connections)',
      budgetMs: 50,
      token,
      connections,
      paths: [
        ...pages.map((p) => `/api/admin/api-audit-list/?page=${p}`),
        ...actions.flatMap((action) =>
          pages.slice(0, 5).map((p) => `/api/admin/api-audit-list/?action=${action}&page=${p}`),
        ),
        ...pages.slice(0, 10).map((p) => `/api/admin/api-audit-list/?actor=scale_admin&page=${p}`),
      ],
    },
  ];
}
