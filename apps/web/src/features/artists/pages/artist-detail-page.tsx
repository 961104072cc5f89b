import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminBar, EditLink, HistoryLink } from '../../../components/admin-bar';
import { AwardList } from '../../../components/catalogue/award-list';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { PublishToggle } from '../../../components/publish-toggle';
import { ApiError } from '../../../lib/api-client';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { useArtist, type ArtistDetail } from '../api/get-artist';
import { useArtistAwards } from '../api/get-artist-awards';
import { useArtistCollabs } from '../api/get-artist-collabs';
import { useArtistMovies } from '../api/get-artist-movies';
import { type ArtistSelves, useArtistSelves } from '../api/get-artist-selves';
import { useArtistSerials } from '../api/get-artist-serials';
import { usePublishArtist } from '../api/publish-artist';
import { ArtistCard, artistGridSx } from '../components/artist-card';
import { ArtistMovies } from '../components/artist-movies';
import { DetailSection, posterRowSx } from '../components/detail-section';
import { LikeButton } from '../components/like-button';
import { TitleNote } from '../../../components/title-note';
import { ListError } from '../../../components/list-states';

/**
 * artist-detail (part 2 sections 8, 9). `journals` renders the artist's journal cards, a section of the journals
 * feature that the route (app/routes/artist-detail) puts in.
 */
export function ArtistDetailPage({ journals }: { journals(slug: string): ReactNode }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation('artists');
  const artist = useArtist(slug);
  if (artist.isPending) return <PageLoader />;
  if (artist.isError) {
    // Part 2 section 8: a missing artist (or one hidden from this user) is the not-found page.
    if (artist.error instanceof ApiError && artist.error.status === 404) return <NotFoundPage />;
    return (
      <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
        <ListError text={t('detail.error')} retryLabel={t('list.retry')} onRetry={() => void artist.refetch()} />
      </Box>
    );
  }
  return <ArtistDetailView artist={artist.data} journals={journals} />;
}

/** Professions with every actor title shown once as "ЖҮЖИГЧИН" (part 2 section 9). */
function professionLabels(artist: ArtistDetail, en: boolean, actor: string): string[] {
  const labels = artist.professions.map((p) =>
    p.is_actor ? actor : nameIn(p.profession_mongol_title, p.profession_english_title, en),
  );
  return [...new Set(labels)];
}

function ArtistDetailView({ artist, journals }: { artist: ArtistDetail; journals(slug: string): ReactNode }) {
  const { t } = useTranslation('artists');
  const en = useEnglish();
  const publish = usePublishArtist(artist.person_slug);
  const name = nameIn(artist.pro_name, en ? artist.pro_name_en : '', en);
  const otherName = en ? artist.pro_name : artist.pro_name_en;
  const countryName = (c: { country_mongol_name: string; country_english_name: string }) =>
    nameIn(c.country_mongol_name, c.country_english_name, en);
  const [bioLanguage, setBioLanguage] = useState<'mn' | 'en'>(en && artist.biography_en ? 'en' : 'mn');
  const biography = bioLanguage === 'en' ? artist.biography_en : artist.biography;

  const facts: [string, string][] = [];
  if (artist.last_name || artist.first_name)
    facts.push([t('detail.fullName'), `${artist.last_name} ${artist.first_name}`.trim()]);
  if (artist.countries.length) facts.push([t('detail.countries'), artist.countries.map(countryName).join(', ')]);
  if (artist.old_countries.length)
    facts.push([t('detail.oldCountries'), artist.old_countries.map(countryName).join(', ')]);
  if (artist.born != null) facts.push([t('detail.born'), String(artist.born)]);
  if (artist.died != null) facts.push([t('detail.died'), String(artist.died)]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={name} />
      <AdminBar permissions={artist}>
        {artist.can_publish && <PublishToggle published={artist.publish} onToggle={() => publish.mutateAsync()} />}
        {artist.can_edit && (
          <EditLink to={href('artist-update', { slug: artist.person_slug })} variant="outlined">
            {t('detail.edit')}
          </EditLink>
        )}
        <HistoryLink kind="artist" id={artist.id} permissions={artist} variant="outlined" />
      </AdminBar>
      {!artist.publish && artist.can_edit && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.unpublishedNotice')}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: { xs: 2, sm: 4 } }}>
        <Stack spacing={1.5} sx={{ width: { xs: 200, sm: 240 }, mx: { xs: 'auto', sm: 0 } }}>
          <Poster src={artist.photo} alt={name} priority />
          <LikeButton slug={artist.person_slug} liked={artist.user_like} likes={artist.likes} />
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading variant="h3" fontSize={{ xs: '1.8rem', sm: '2.4rem' }} lang={langOf(name)}>
            {name}
          </PageHeading>
          {otherName && otherName !== name && (
            <Typography variant="h6" component="p" color="text.secondary" lang={langOf(otherName)}>
              {otherName}
            </Typography>
          )}
          {!artist.publish && <Chip label={t('unpublished')} color="warning" size="small" sx={{ mt: 1 }} />}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
            {professionLabels(artist, en, t('actor')).map((label) => (
              <Chip key={label} label={label} variant="outlined" />
            ))}
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} lang={langOf(value)}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {artist.quotes.length > 0 && (
            <Stack spacing={1.5} sx={{ mt: 3 }}>
              {artist.quotes.map((quote) => (
                <Box
                  key={quote.id}
                  component="blockquote"
                  sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'secondary.main', fontStyle: 'italic' }}
                  lang={langOf(quote.quote)}
                >
                  «{quote.quote}»
                </Box>
              ))}
            </Stack>
          )}
          {(artist.biography || artist.biography_en) && (
            <Box component="section" sx={{ mt: 3 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h2">
                  {t('detail.biography')}
                </Typography>
                <Tabs
                  value={bioLanguage}
                  onChange={(_, value: 'mn' | 'en') => setBioLanguage(value)}
                  aria-label={t('detail.biography')}
                >
                  <Tab value="mn" label="MN" disabled={!artist.biography} />
                  <Tab value="en" label="EN" disabled={!artist.biography_en} />
                </Tabs>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }} lang={langOf(biography) ?? bioLanguage}>
                {biography}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>

      <ArtistAwards slug={artist.person_slug} />
      <ArtistWorks slug={artist.person_slug} died={artist.died} />
      {journals(artist.person_slug)}
      <RelatedArtists slug={artist.person_slug} />
    </Box>
  );
}

function ArtistAwards({ slug }: { slug: string }) {
  const { t } = useTranslation('artists');
  const awards = useArtistAwards(slug);
  const items = awards.data?.pages.flatMap((page) => page.awards) ?? [];
  return (
    <DetailSection title={t('detail.awards')} hidden={items.length === 0}>
      <AwardList awards={items} labels={{ won: t('detail.won'), nominated: t('detail.nominated') }} />
      {awards.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          onClick={() => void awards.fetchNextPage()}
          disabled={awards.isFetchingNextPage}
        >
          {t('detail.loadMore')}
        </Button>
      )}
    </DetailSection>
  );
}

function ArtistWorks({ slug, died }: { slug: string; died: number | null }) {
  const { t } = useTranslation('artists');
  const en = useEnglish();
  const movies = useArtistMovies(slug);
  const serials = useArtistSerials(slug);
  const selves = useArtistSelves(slug);
  return (
    <>
      <DetailSection title={t('detail.movies')} hidden={!movies.data?.length}>
        {movies.data && <ArtistMovies groups={movies.data} died={died} />}
      </DetailSection>
      <DetailSection title={t('detail.serials')} hidden={!serials.data?.length}>
        <Box sx={posterRowSx}>
          {serials.data?.map((serial) => (
            <Box key={serial.serial_slug}>
              <Poster
                src={serial.serial_poster}
                alt={serial.serial_slug}
                to={href('serial-detail', { slug: serial.serial_slug })}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {serial.premiere_date}
                {serial.job ? ` · ${nameIn(serial.job, serial.job_en, en)}` : ''}
              </Typography>
              {serial.role && (
                <TitleNote text={serial.role} sx={{ fontStyle: 'italic' }}>
                  {t('detail.asRole', { role: serial.role })}
                </TitleNote>
              )}
            </Box>
          ))}
        </Box>
      </DetailSection>
      <DetailSection title={t('detail.selves')} hidden={!selves.data?.length}>
        <Box sx={posterRowSx}>
          {selves.data?.map((item) => (
            <Box key={`${item.type}-${item.slug}`} data-testid="artist-selves">
              <Poster src={item.poster} alt={item.slug} to={selfAppearanceHref(item)} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {item.year} · {t(`detail.selfType.${item.type}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </DetailSection>
    </>
  );
}

/** A title's page, or a journal's under its type and subtype. */
function selfAppearanceHref(item: ArtistSelves[number]) {
  if (item.type === 'journal' && item.type_slug && item.sub_type_slug)
    return href('journal-detail', { typeSlug: item.type_slug, subTypeSlug: item.sub_type_slug, slug: item.slug });
  return item.type === 'serial'
    ? href('serial-detail', { slug: item.slug })
    : href('movie-detail', { slug: item.slug });
}

function RelatedArtists({ slug }: { slug: string }) {
  const { t } = useTranslation('artists');
  const collabs = useArtistCollabs(slug);
  return (
    <DetailSection title={t('detail.related')} hidden={!collabs.data?.length}>
      <Box sx={artistGridSx}>
        {collabs.data?.map((artist) => (
          <ArtistCard key={artist.id} artist={artist} caption={t('detail.shared', { count: artist.shared })} />
        ))}
      </Box>
    </DetailSection>
  );
}
