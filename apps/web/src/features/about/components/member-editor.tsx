import {
  MEMBER_CATEGORIES,
  MEMBER_DESCRIPTION_MAX,
  MEMBER_NAME_MAX,
  type MemberCategory,
} from '@mfi/contract/about.schemas';
import { CROPS } from '@mfi/contract/limits';
import { arrayMove } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropField } from '../../../components/image-crop-field';
import { SortableList } from '../../../components/sortable-list';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { MemberDraft } from '../api/edit-about';

type MemberForm = Omit<MemberDraft, 'key'>;

const EMPTY: MemberForm = {
  category: 1,
  name: '',
  title: '',
  description: '',
  artistSlug: '',
  userSlug: '',
  imageUrl: null,
  image: null,
};

let nextKey = 0;
export const newMemberKey = () => `member-${++nextKey}`;

/** Part 1 section 5: a member is added only when category, name, image and role are filled. */
const isComplete = (m: MemberForm) => Boolean(m.category && m.name.trim() && m.title.trim() && (m.image || m.imageUrl));

/**
 * The about-us members (part 1 section 2): a form that adds a member, or edits the one picked from the list
 * (the add/edit toggle), and the list in the page's order, reordered by dragging, each removable.
 */
export function MemberEditor({ members, onChange }: { members: MemberDraft[]; onChange(next: MemberDraft[]): void }) {
  const { t } = useTranslation('about');
  const [form, setForm] = useState<MemberForm>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const set = <K extends keyof MemberForm>(key: K, value: MemberForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const trimmed = (): MemberForm => ({
    ...form,
    name: form.name.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    artistSlug: form.artistSlug.trim(),
    userSlug: form.userSlug.trim(),
  });

  function submit() {
    if (!isComplete(form)) return;
    if (editing) onChange(members.map((m) => (m.key === editing ? { ...trimmed(), key: editing } : m)));
    else onChange([...members, { ...trimmed(), key: newMemberKey() }]);
    setEditing(null);
    setForm(EMPTY);
  }

  function edit(member: MemberDraft) {
    const { key, ...rest } = member;
    setEditing(key);
    setForm(rest);
  }

  function cancel() {
    setEditing(null);
    setForm(EMPTY);
  }

  function remove(key: string) {
    onChange(members.filter((m) => m.key !== key));
    if (editing === key) cancel();
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('editor.members')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="member-form">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
          {editing ? t('editor.editMember') : t('editor.newMember')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
          <ImageCropField
            label={t('editor.image')}
            crop={CROPS.square}
            value={form.image}
            onChange={(blob) => set('image', blob)}
          />
          <Stack spacing={2}>
            {!form.image && form.imageUrl && (
              <Box
                component="img"
                src={form.imageUrl}
                alt={t('editor.currentImage')}
                sx={{ width: 96, height: 96, borderRadius: 1 }}
              />
            )}
            <TextField
              select
              label={t('editor.category')}
              value={form.category}
              onChange={(e) => set('category', Number(e.target.value) as MemberCategory)}
              required
            >
              {MEMBER_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('editor.name')}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: MEMBER_NAME_MAX } }}
            />
            <TextField
              label={t('editor.role')}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: MEMBER_NAME_MAX } }}
            />
            <TextField
              label={t('editor.description')}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MEMBER_DESCRIPTION_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                fullWidth
                label={t('editor.artistSlug')}
                value={form.artistSlug}
                onChange={(e) => set('artistSlug', e.target.value)}
                helperText={t('editor.slugHint')}
              />
              <TextField
                fullWidth
                label={t('editor.userSlug')}
                value={form.userSlug}
                onChange={(e) => set('userSlug', e.target.value)}
                helperText={t('editor.slugHint')}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={submit} disabled={!isComplete(form)}>
                {editing ? t('editor.updateMember') : t('editor.addMember')}
              </Button>
              {editing && <Button onClick={cancel}>{t('editor.cancelEdit')}</Button>}
              {!isComplete(form) && (
                <Typography variant="caption" color="text.secondary">
                  {t('editor.memberRule')}
                </Typography>
              )}
            </Stack>
          </Stack>
        </Box>
      </Paper>
      {members.length === 0 ? (
        <Typography color="text.secondary">{t('editor.noMembers')}</Typography>
      ) : (
        <Box data-testid="member-list">
          <SortableList
            items={members}
            keyOf={(m) => m.key}
            onMove={(from, to) => onChange(arrayMove(members, from, to))}
            ns="about"
            renderItem={(member, _index, handle) => (
              <MemberRow
                member={member}
                handle={handle}
                editing={editing === member.key}
                onEdit={() => edit(member)}
                onRemove={() => remove(member.key)}
              />
            )}
          />
        </Box>
      )}
    </Stack>
  );
}

function MemberRow({
  member,
  handle,
  editing,
  onEdit,
  onRemove,
}: {
  member: MemberDraft;
  handle: ReactNode;
  editing: boolean;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('about');
  const newImage = useObjectUrl(member.image);
  return (
    <Paper
      variant="outlined"
      data-testid="member-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 56px minmax(0, 1fr) auto',
        gap: 1,
        alignItems: 'center',
        p: 1,
        borderColor: editing ? 'primary.main' : undefined,
      }}
    >
      {handle}
      <Box
        component="img"
        src={newImage ?? member.imageUrl ?? undefined}
        alt=""
        sx={{ width: 56, height: 56, borderRadius: 1, bgcolor: 'grey.200' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.title} · {t(`category.${member.category}`)}
        </Typography>
      </Box>
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={t('editor.editThis', { name: member.name })} onClick={onEdit} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('editor.removeThis', { name: member.name })} onClick={onRemove} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
