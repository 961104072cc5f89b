import { useTranslation } from 'react-i18next';
import { detailPage, TitleDetail, type DetailParams } from '../../components/catalogue/detail-page';
import { ListedInSlot } from '../../components/catalogue/title-extras';
import { href } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { useSerialDetail, type SerialDetailResponse } from '../../features/serials/api/get-serial-detail';
import { usePublishSerial } from '../../features/serials/api/publish-serial';
import { useToggleSerialFlag } from '../../features/serials/api/toggle-serial-flag';
import { PlotText } from '../../features/serials/components/plot-text';
import { SerialSections } from '../../features/serials/components/serial-extras';
import { SerialInfo } from '../../features/serials/components/serial-info';
import { SERIAL_KIND } from '../../features/serials/components/serial-kind';
import { SerialSeasons } from '../../features/serials/components/serial-seasons';
import { serialYears } from '../../features/serials/components/serial-years';
import { JournalCardGrid } from '../../features/journals/components/journal-card';
import { TitleLists } from '../../features/lists/components/title-lists';

/** serial-detail (part 2 sections 2, 3): a 404 (missing, or unpublished for this visitor) is the not-found page. */
export const SerialDetailPage = detailPage('serials', ({ slug = '' }) => useSerialDetail(slug), SerialDetailView);

function SerialDetailView({ data, params: { slug = '' } }: { data: SerialDetailResponse; params: DetailParams }) {
  const { isAuthenticated: signedIn } = useSession();
  const { t } = useTranslation('serials');
  const { serial_detail: serial, ...flags } = data;
  const publish = usePublishSerial(slug);
  const toggle = useToggleSerialFlag(slug);

  return (
    <TitleDetail
      kind={SERIAL_KIND}
      title={serial}
      years={serialYears(t, serial)}
      yearsTestId="serial-years"
      countKey="episodeRatings"
      flags={{ flags, offered: ['favorite', 'watch'], signedIn, toggle }}
      admin={{ onPublish: publish, editTo: href('serial-update', { serialSlug: slug }) }}
      plot={<PlotText plot={serial.plot} enPlot={serial.en_plot} emptyText={t('plotText.none')} />}
      info={<SerialInfo serial={serial} />}
    >
      <SerialSeasons slug={slug} published />
      {/* The drafts are for those who edit the serial (its unpublished seasons). */}
      {serial.can_edit && <SerialSeasons slug={slug} published={false} />}
      <ListedInSlot value={<TitleLists kind="serial" slug={slug} title={t('detail.listedIn')} />}>
        <SerialSections
          slug={slug}
          journals={(journals, more) => <JournalCardGrid journals={journals} testId="serial-journals" more={more} />}
        />
      </ListedInSlot>
    </TitleDetail>
  );
}
