import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiaryKind } from '@mfi/contract/diary.schemas';
import { showSnack } from '../../../lib/snackbar';
import { addDiaryEntry, useDiaryWrite, type ViewingBody } from '../api/save-diary-entry';

// The dialog and its form code (react-hook-form, zod) load when it is first opened: a title page, a guest's
// above all, fetches none of it (e2e/page-weight.e2e.ts).
const DiaryEntryDialog = lazy(() => import('./diary-entry-dialog').then((m) => ({ default: m.DiaryEntryDialog })));

/**
 * "Log a viewing" on a movie's, season's or episode's page (placed there by app/routes): opens the log
 * dialog; a saved viewing refreshes the diary and `refresh` (the page's detail: its grade and watched flag).
 */
export function LogViewingButton({
  kind,
  id,
  title,
  refresh,
}: {
  kind: DiaryKind;
  id: number;
  title: string;
  refresh: QueryKey[];
}) {
  const { t } = useTranslation('diary');
  const [open, setOpen] = useState(false);
  const add = useDiaryWrite((body: ViewingBody) => addDiaryEntry(kind, id, body), refresh);
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)} data-testid="log-viewing">
        {t('log')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DiaryEntryDialog
            open={open}
            kind={kind}
            title={title}
            onClose={() => setOpen(false)}
            onSave={async (body) => {
              await add.mutateAsync(body);
              showSnack(t('logged'));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
