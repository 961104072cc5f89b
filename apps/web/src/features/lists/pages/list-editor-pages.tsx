import type { ListCreateBody, ListKind, ListSaveResponse } from '@mfi/contract/lists.schemas';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { detailOf, fieldErrorsOf, isNotFound } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-texts';
import { useSession } from '../../../lib/session';
import { showSnack } from '../../../lib/snackbar';
import { useCreateList } from '../api/create-list';
import { useListDetail } from '../api/get-list-detail';
import type { ListDetail } from '../api/list-types';
import { useUpdateList } from '../api/update-list';
import { listDetailHref } from '../components/list-card';
import { ListEditor, type SaveOutcome } from '../components/list-editor';
import { emptyListForm, listFormValuesOf } from '../components/list-form-values';

/**
 * The outcome of a save as the page shows it: the server's message, green when it succeeded and red when
 * not (part 1 section 8, "List update: server message green, red if success false"); on a success the
 * editor moves on to the list, which is `owner`'s (the caller's own when they create one).
 */
function useSaveOutcome(kind: ListKind, owner: string | undefined) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  return {
    outcome,
    onSuccess(answer: ListSaveResponse) {
      setOutcome(answer);
      showSnack(answer.message, answer.success ? 'success' : 'error');
      if (answer.success && owner) void navigate(listDetailHref(kind, owner, answer.slug));
    },
    onError(error: unknown) {
      const texts = Object.values(fieldErrorsOf(error)).flat();
      const message = texts.map((text) => translateError(t, text)).join(' ') || detailOf(error) || t('errors:generic');
      setOutcome({ success: false, message });
      showSnack(message, 'error');
    },
  };
}

function ListCreatePage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('lists');
  const create = useCreateList(kind);
  const save = useSaveOutcome(kind, useSession().profile?.slug);
  return (
    <ListEditor
      kind={kind}
      heading={t(`editor.createTitle.${kind}`)}
      defaultValues={emptyListForm()}
      submitting={create.isPending}
      outcome={save.outcome}
      onSubmit={(values: ListCreateBody) => create.mutate(values, save)}
    />
  );
}

function ListUpdate({ kind, list }: { kind: ListKind; list: ListDetail }) {
  const { t } = useTranslation('lists');
  const update = useUpdateList(kind);
  const save = useSaveOutcome(kind, list.user_slug);
  return (
    <ListEditor
      key={list.id}
      kind={kind}
      heading={t('editor.updateTitle', { title: list.title })}
      defaultValues={listFormValuesOf(list)}
      submitting={update.isPending}
      outcome={save.outcome}
      onSubmit={(values) => update.mutate({ ...values, listId: list.id }, save)}
    />
  );
}

/**
 * movie-list-update and serial-list-update (/movie/{listSlug}/update-list, /serial/update-list/{listSlug}):
 * the list of that slug, prefilled, whose owner `?owner=` names (the signed-in member when none: the spec's
 * address). It opens when the server's `can_edit` says the caller may edit it (its owner, an admin); any
 * other list, or a missing one, is not found.
 */
function ListUpdatePage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('lists');
  const { listSlug = '' } = useParams();
  const [search] = useSearchParams();
  const { profile, isProfileLoading } = useSession();
  const owner = search.get('owner') ?? profile?.slug ?? '';
  const query = useListDetail(kind, owner, listSlug);
  if (isProfileLoading || (owner && query.isPending)) return <PageLoader />;
  if (query.isError && !isNotFound(query.error)) {
    return <MessagePage title={t('detail.errorTitle')} text={t('errors:generic')} />;
  }
  if (!query.data?.can_edit) return <NotFoundPage />;
  return <ListUpdate kind={kind} list={query.data} />;
}

export const MovieListCreatePage = () => <ListCreatePage kind="movie" />;
export const SerialListCreatePage = () => <ListCreatePage kind="serial" />;
export const MovieListUpdatePage = () => <ListUpdatePage kind="movie" />;
export const SerialListUpdatePage = () => <ListUpdatePage kind="serial" />;

/** The four editor routes, keyed by route name (app/route-modules.ts). */
export const listEditorPages = {
  'movie-list-create': MovieListCreatePage,
  'serial-list-create': SerialListCreatePage,
  'movie-list-update': MovieListUpdatePage,
  'serial-list-update': SerialListUpdatePage,
} satisfies Record<string, ComponentType>;

export type ListEditorRouteName = keyof typeof listEditorPages;
