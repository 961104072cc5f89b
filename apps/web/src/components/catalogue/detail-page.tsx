import type { Permissions } from '@mfi/contract/permissions.schemas';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, type Params } from 'react-router';
import { isNotFound } from '../../lib/api-client';
import { langOf, titleIn, useEnglish } from '../../lib/localized';
import type { RevisionKind } from '@mfi/contract/revisions.schemas';
import { AdminBar, EditLink, HistoryLink } from '../admin-bar';
import { ArchiveGallery } from '../archive-gallery';
import { GradeBadges } from '../grade-badges';
import { HeroBand, heroPosterSx, HeroSkeleton, heroStackSx } from '../hero-band';
import { NotFoundPage } from '../not-found-page';
import { Poster } from '../poster';
import { PageHeading } from '../page-heading';
import { PageTitle } from '../page-title';
import { PublishToggle } from '../publish-toggle';
import type { CatalogueKind } from './catalogue-kind';
import { FlagButtons, type TitleFlag } from './flag-buttons';
import { Section } from './section';

// The parts of a catalogue detail page (movie, serial, season, episode): what shows before the title
// arrives, the hero band, the contributor bar and the body's blocks.

/** Route params of a detail page (slug, or serialSlug, seasonSlug, episodeSlug). */
export type DetailParams = Readonly<Params<string>>;

/**
 * A detail page: reads its route params, asks `useDetail`, and draws `View` once the title is there (keyed
 * by the params, so moving to another title starts its reactions and review tabs afresh).
 */
export function detailPage<D>(
  ns: string,
  useDetail: (params: DetailParams) => DetailQuery & { data: D | undefined },
  View: ComponentType<{ data: D; params: DetailParams }>,
) {
  return function DetailPage() {
    const params = useParams();
    const detail = useDetail(params);
    const gate = detailGate(ns, detail);
    if (gate || detail.data === undefined) return gate;
    return <View key={Object.values(params).join('/')} data={detail.data} params={params} />;
  };
}

type DetailQuery = { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };

/**
 * What a detail page shows until its title has arrived: the hero at its final size (nothing jumps when the
 * title comes), the not-found page on a 404 (missing, or unpublished for this visitor), else an error with a
 * retry; null once it is there.
 */
function detailGate(ns: string, query: DetailQuery): ReactNode {
  if (query.isPending) return <HeroSkeleton />;
  if (!query.isError) return null;
  if (isNotFound(query.error)) return <NotFoundPage />;
  return <DetailError ns={ns} onRetry={() => void query.refetch()} />;
}

function DetailError({ ns, onRetry }: { ns: string; onRetry(): void }) {
  const { t } = useTranslation(ns);
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('detail.error')}
      </Alert>
    </Box>
  );
}

/**
 * The dark band at the top of a title's page (HeroBand: the background art blurred and dimmed under the
 * text): the poster, and the rest beside it (below it on a phone).
 */
export function TitleHero({
  background,
  poster,
  posterAlt,
  children,
}: {
  background: string | null;
  poster: string | null;
  posterAlt: string;
  children: ReactNode;
}) {
  return (
    <HeroBand background={background}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={heroStackSx}>
        <Box sx={heroPosterSx}>
          <Poster src={poster} alt={posterAlt} priority />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </Stack>
    </HeroBand>
  );
}

/** The "unpublished" (contributors only see it) and "classic" marks above a title. */
export function TitleMarks({ ns, unpublished, classic }: { ns: string; unpublished: boolean; classic?: boolean }) {
  const { t } = useTranslation(ns);
  if (!unpublished && !classic) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      {unpublished && <Chip label={t('detail.unpublished')} color="warning" size="small" />}
      {classic && <Chip label={t('detail.classic')} color="secondary" size="small" />}
    </Stack>
  );
}

/**
 * A movie's or serial's titles with its year(s): in Mongolian the Mongolian title over the international
 * one, in English the international title alone; the original under them when it differs.
 */
export function TitleHeading({
  title,
  years,
  yearsTestId,
}: {
  title: { m_title: string; i_title: string; o_title: string | null };
  years: ReactNode;
  yearsTestId?: string;
}) {
  const en = useEnglish();
  const name = titleIn(title, en);
  const second = en ? null : title.i_title;
  return (
    <>
      <PageHeading fontSize={{ xs: '1.7rem', md: '2.3rem' }} sx={{ fontWeight: 700 }}>
        <span lang={langOf(name)}>{name}</span>{' '}
        <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }} data-testid={yearsTestId}>
          ({years})
        </Box>
      </PageHeading>
      {second && second !== name && (
        <Typography variant="h6" component="p" sx={{ opacity: 0.9 }} lang={langOf(second)}>
          {second}
        </Typography>
      )}
      {title.o_title && title.o_title !== title.i_title && title.o_title !== name && (
        <Typography variant="body1" sx={{ opacity: 0.75, fontStyle: 'italic' }} lang={langOf(title.o_title)}>
          {title.o_title}
        </Typography>
      )}
    </>
  );
}

type Grades = { grade: number | null; critics: number; a_grade: number | null; audiences: number };

/** The hero's grades (critics and audience) and, below them, the member's flag buttons. */
export function HeroGrades<F extends TitleFlag>({
  ns,
  countKey,
  grades,
  flags,
}: {
  ns: string;
  countKey?: string;
  grades: Grades;
  flags?: ComponentProps<typeof FlagButtons<F>>;
}) {
  return (
    <>
      <Box sx={{ mt: 2, color: 'text.primary' }}>
        <GradeBadges
          ns={ns}
          countKey={countKey}
          grade={grades.grade}
          critics={grades.critics}
          audienceGrade={grades.a_grade}
          audiences={grades.audiences}
        />
      </Box>
      {flags && (
        <Box sx={{ mt: 2, '& .MuiButton-outlined': { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } }}>
          <FlagButtons {...flags} />
        </Box>
      )}
    </>
  );
}

/** A season's or episode's name as the page's heading (marked Mongolian when its own name is). */
export function PartHeading({ children }: { children: string }) {
  return (
    <PageHeading fontSize={{ xs: '1.6rem', md: '2.2rem' }} sx={{ fontWeight: 700 }} lang={langOf(children)}>
      {children}
    </PageHeading>
  );
}

/** The page's body under the hero. */
export function DetailBody({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>{children}</Box>;
}

/**
 * Editor controls, each by the answer's verdict: publish, edit, (where the title has an archive) edit images,
 * and the title's edit history.
 */
export function TitleAdminBar({
  ns,
  published,
  permissions,
  onPublish,
  editTo,
  imagesTo,
  history,
}: {
  ns: string;
  published: boolean;
  permissions: Permissions;
  onPublish(): Promise<unknown>;
  editTo: string;
  imagesTo?: string;
  history: { kind: RevisionKind; id: number };
}) {
  const { t } = useTranslation(ns);
  return (
    <AdminBar permissions={permissions}>
      {permissions.can_publish && <PublishToggle published={published} onToggle={onPublish} />}
      {permissions.can_edit && <EditLink to={editTo}>{t('detail.edit')}</EditLink>}
      {permissions.can_edit && imagesTo && (
        <Button component={RouterLink} to={imagesTo} startIcon={<PhotoLibraryIcon />} size="small">
          {t('detail.editImages')}
        </Button>
      )}
      <HistoryLink {...history} permissions={permissions} />
    </AdminBar>
  );
}

/** The plot beside the info block (below it on a phone). */
export function PlotAndInfo({ ns, plot, info }: { ns: string; plot: ReactNode; info: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Section title={t('detail.plot')}>{plot}</Section>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flex: '0 0 auto', mt: { md: 4 } }}>
        {info}
      </Paper>
    </Stack>
  );
}

/** The archive images, when the title has any. */
export function ArchiveSection({
  ns,
  title,
  images,
}: {
  ns: string;
  title: string;
  images: ComponentProps<typeof ArchiveGallery>['images'];
}) {
  if (images.length === 0) return null;
  return (
    <Section title={title}>
      <ArchiveGallery ns={ns} images={images} />
    </Section>
  );
}

type TitleTop = Grades &
  Permissions & {
    id: number;
    m_title: string;
    i_title: string;
    o_title: string | null;
    poster: string | null;
    background: string | null;
    publish: boolean;
    classic: boolean;
  };

/**
 * A movie's or serial's page: the hero (marks, titles with the year or years, grades, the member's flags),
 * then the contributor bar, the plot beside the info block, and the kind's own sections (`children`).
 */
export function TitleDetail<F extends TitleFlag>({
  kind,
  title,
  years,
  yearsTestId,
  countKey,
  flags,
  admin,
  plot,
  info,
  children,
}: {
  kind: CatalogueKind;
  title: TitleTop;
  years: ReactNode;
  yearsTestId?: string;
  countKey?: string;
  flags: Omit<ComponentProps<typeof FlagButtons<F>>, 'ns'>;
  admin: { onPublish(): Promise<unknown>; editTo: string; imagesTo?: string };
  plot: ReactNode;
  info: ReactNode;
  children: ReactNode;
}) {
  const name = titleIn(title, useEnglish());
  return (
    <Box component="article">
      <PageTitle title={name} />
      <TitleHero background={title.background} poster={title.poster} posterAlt={name}>
        <TitleMarks ns={kind.ns} unpublished={!title.publish} classic={title.classic} />
        <TitleHeading title={title} years={years} yearsTestId={yearsTestId} />
        <HeroGrades ns={kind.ns} countKey={countKey} grades={title} flags={{ ns: kind.ns, ...flags }} />
      </TitleHero>
      <DetailBody>
        <TitleAdminBar
          ns={kind.ns}
          published={title.publish}
          permissions={title}
          history={{ kind: kind.id, id: title.id }}
          {...admin}
        />
        <PlotAndInfo ns={kind.ns} plot={plot} info={info} />
        {children}
      </DetailBody>
    </Box>
  );
}
