import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';

// The journal routes share one route module: each lazy import() in the route table carries its chunks'
// preload list into the home page's initial JS. The create and update pages, with the TipTap editor, load
// from here on demand, so the editor is neither in the first load nor in the reading pages' chunk.
export { JournalDetailPage } from './journal-detail-page';
export { JournalListPage } from './journal-list-page';

const CreatePage = lazy(() => import('./journal-create-page').then((m) => ({ default: m.JournalCreatePage })));
const UpdatePage = lazy(() => import('./journal-update-page').then((m) => ({ default: m.JournalUpdatePage })));

export function JournalCreatePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <CreatePage />
    </Suspense>
  );
}

export function JournalUpdatePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <UpdatePage />
    </Suspense>
  );
}
