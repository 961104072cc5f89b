import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RegistrationRow } from '@mfi/contract/festival.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../lib/api-client';
import { readerDate } from '../../../lib/dates';
import { translateServerText } from '../../../lib/error-texts';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { downloadRegistrationsCsv } from '../api/registration-csv';
import { useGuidance } from '../api/registration-guidance';
import { useRegistrations } from '../api/registration-list';
import { EntrantFlagForm } from '../components/registration-entrant-flag-form';
import { serverMessage } from '../components/registration-failure';
import { useEditionName } from '../components/submission-hero';

function RegistrationTable({ rows }: { rows: RegistrationRow[] }) {
  const { t, i18n } = useTranslation('submission');
  if (rows.length === 0) return <Typography color="text.secondary">{t('registrations.empty')}</Typography>;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('registrations.title')}>
        <TableHead>
          <TableRow>
            {(['film', 'director', 'contact', 'link', 'date'] as const).map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`registrations.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="registration-row">
              <TableCell>
                <Link component={RouterLink} to={href('movie-detail', { slug: row.movie.slug })}>
                  {row.movie.title}
                </Link>
              </TableCell>
              <TableCell>
                {/* The register number the entrant gave, and the catalogue's director when they picked one. */}
                <div>
                  {t('registrations.registerNumber')}: {row.director_id}
                </div>
                {row.director && (
                  <Link component={RouterLink} to={href('artist-detail', { slug: row.director.slug })}>
                    {row.director.name}
                  </Link>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={href('user-profile', { slug: row.user.slug })}>
                  {row.user.username}
                </Link>
                <div>{row.email}</div>
                <div>{`+${row.phone_code} ${row.phone_number}`}</div>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                <Link href={row.movie_link} target="_blank" rel="noopener noreferrer">
                  {row.movie_link}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{readerDate(row.created_at, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * annual-award-registrations /festival/annual/registrations/:slug/:year (admin; issue 17 item 6): the edition's
 * registrations, their CSV, and the entrant flag.
 */
export function RegistrationListPage() {
  const { t } = useTranslation('submission');
  const params = useParams();
  const slug = params.slug ?? '';
  const year = Number(params.year);
  const registrations = useRegistrations(slug, year);
  // The edition's name comes with its guidance (the registrations answer only the rows).
  const guidance = useGuidance({ name: slug, year });
  const name = useEditionName(guidance.data?.festival ?? { mongol_name: slug, international_name: slug });
  const edition = `${name} ${year}`;
  const [downloading, setDownloading] = useState(false);
  if (registrations.isPending) return <PageLoader />;
  if (isNotFound(registrations.error)) return <NotFoundPage />;
  const download = () => {
    setDownloading(true);
    downloadRegistrationsCsv(slug, year)
      .catch((error: unknown) =>
        showSnack(translateServerText(t, serverMessage(error)) || t('errors:generic'), 'error'),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={`${t('registrations.title')} · ${edition}`} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Link component={RouterLink} to={href('annual-award-detail', { slug, year })}>
            {edition}
          </Link>
          <PageHeading fontSize={{ xs: '1.5rem', sm: '2rem' }}>{t('registrations.title')}</PageHeading>
        </Box>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
          {t('registrations.csv')}
        </Button>
      </Stack>
      {registrations.data ? (
        <>
          <Typography sx={{ mb: 1 }} color="text.secondary">
            {t('registrations.count', { count: registrations.data.registrations.length })}
          </Typography>
          <RegistrationTable rows={registrations.data.registrations} />
        </>
      ) : (
        <Typography color="error">{t('errors:generic')}</Typography>
      )}
      <Box sx={{ mt: 4 }}>
        <EntrantFlagForm />
      </Box>
    </Box>
  );
}
