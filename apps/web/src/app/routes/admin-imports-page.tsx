import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IMPORT_KINDS, type ImportKind } from '@mfi/contract/code-add.schemas';
import { CataloguePagination } from '../../components/pagination';
import { AdminConsole } from '../../components/admin-console';
import { useImports } from '../../features/code-add/api/imports';
import { ImporterOff, ImportList } from '../../features/code-add/components/import-list';

/** The server's page size of GET /admin/imports/. */
const IMPORTS_PER_PAGE = 50;

/**
 * /admin/imports: every queued code with its state (issue 25 part 5), newest first, by kind, in the admin
 * console's frame; the code-add pages show only their own kind's latest. Its filters live in the address.
 */
export function AdminImportsPage() {
  const { t } = useTranslation('codeAdd');
  const [params, setParams] = useSearchParams();
  const kind = (IMPORT_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as ImportKind)
    : undefined;
  const page = Number(params.get('page')) || 1;
  const imports = useImports({ kind, page });
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  return (
    <AdminConsole current="admin-imports" title={t('consoleTitle')}>
      {imports.data && !imports.data.importer_enabled && <ImporterOff />}
      <TextField
        select
        size="small"
        label={t('kind')}
        value={kind ?? ''}
        onChange={(e) => setParam('kind', e.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">{t('allKinds')}</MenuItem>
        {IMPORT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {imports.data && <ImportList rows={imports.data.results} showKind />}
      {imports.data && (
        <CataloguePagination
          page={page}
          pageCount={Math.ceil(imports.data.count / IMPORTS_PER_PAGE)}
          onChange={(p) => setParam('page', String(p))}
        />
      )}
    </AdminConsole>
  );
}
