import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTION_SLOTS } from '@mfi/contract/reactions.enums';
import { showSnack } from '../../../lib/snackbar';
import { LoginPromptDialog } from '../../../components/login-prompt';

export type ReactionOption = {
  readonly name: string;
  readonly emoji: string;
  readonly mn: string;
  readonly en: string;
};
export type UserReactions = { react1: string | null; react2: string | null; react3: string | null };
type Slot = 1 | 2 | 3;

const SLOTS = Array.from({ length: REACTION_SLOTS }, (_, i) => (i + 1) as Slot);
const EMPTY: UserReactions = { react1: null, react2: null, react3: null };
const slotKey = (slot: Slot) => `react${slot}` as const;

/** The reactions a slot may offer: every one not already in another slot (part 2 section 4). */
export function choicesFor(options: readonly ReactionOption[], slots: UserReactions, slot: Slot): ReactionOption[] {
  const elsewhere = new Set(SLOTS.filter((s) => s !== slot).map((s) => slots[slotKey(s)]));
  return options.filter((option) => !elsewhere.has(option.name));
}

/**
 * The caller's three reaction slots with a picker, and the title's top reactions (part 2 sections 3, 4):
 * choosing replaces the slot, the trash icon clears it, an empty slot shows "?". Changes show at once and
 * go back when the call fails. Texts come from the caller's namespace `ns` (detail.reactions*, reaction.*).
 */
export function ReactionSlots({
  ns,
  options,
  value,
  top,
  signedIn,
  detailKey,
  react,
}: {
  ns: string;
  options: readonly ReactionOption[];
  value: UserReactions | undefined;
  top?: { reaction: string; count: number }[];
  signedIn: boolean;
  /** The detail query whose `user_reactions` the slots show (and whose top reactions a change moves). */
  detailKey: QueryKey;
  react(slot: Slot, reaction: string | null): Promise<{ user_reactions: UserReactions }>;
}) {
  const { t, i18n } = useTranslation(ns);
  const client = useQueryClient();
  const slots = value ?? EMPTY;
  const [picking, setPicking] = useState<{ slot: Slot; anchor: HTMLElement } | null>(null);
  const [prompt, setPrompt] = useState(false);
  const pickerId = useId();
  const label = (option: ReactionOption) => (i18n.language === 'en' ? option.en : option.mn);
  const byName = new Map(options.map((option) => [option.name, option]));

  const put = (next: UserReactions) =>
    client.setQueriesData<{ user_reactions?: UserReactions }>({ queryKey: detailKey }, (old) =>
      old && !('pages' in old) ? { ...old, user_reactions: next } : old,
    );
  const change = useMutation({
    mutationFn: ({ slot, reaction }: { slot: Slot; reaction: string | null }) => react(slot, reaction),
    onMutate: async ({ slot, reaction }) => {
      await client.cancelQueries({ queryKey: detailKey });
      const previous = client.getQueriesData({ queryKey: detailKey });
      put({ ...slots, [slotKey(slot)]: reaction });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      context?.previous.forEach(([key, data]) => client.setQueryData(key, data));
      showSnack(t('errors:generic'), 'error');
    },
    // The answer holds all three slots; the title's top reactions changed too.
    onSuccess: (answer) => {
      put(answer.user_reactions);
      void client.invalidateQueries({ queryKey: detailKey });
    },
  });
  const choose = (slot: Slot, reaction: string | null) => {
    setPicking(null);
    change.mutate({ slot, reaction });
  };
  const open = (slot: Slot, anchor: HTMLElement) => (signedIn ? setPicking({ slot, anchor }) : setPrompt(true));

  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('detail.reactions')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        {SLOTS.map((slot) => {
          const chosen = byName.get(slots[slotKey(slot)] ?? '');
          return (
            <Stack key={slot} sx={{ alignItems: 'center', width: 76 }}>
              <Tooltip title={chosen ? label(chosen) : t('reaction.pick')}>
                <ButtonBase
                  onClick={(event) => open(slot, event.currentTarget)}
                  aria-label={t('detail.reactionSlot', { slot }) + (chosen ? `: ${label(chosen)}` : '')}
                  aria-haspopup="dialog"
                  aria-expanded={picking?.slot === slot}
                  aria-controls={picking?.slot === slot ? pickerId : undefined}
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: '50%',
                    border: 2,
                    borderStyle: chosen ? 'solid' : 'dashed',
                    borderColor: chosen ? 'primary.main' : 'divider',
                    fontSize: chosen ? 28 : 22,
                    fontWeight: 700,
                    bgcolor: 'background.paper',
                  }}
                >
                  {chosen ? <span aria-hidden>{chosen.emoji}</span> : '?'}
                </ButtonBase>
              </Tooltip>
              {chosen && (
                <IconButton size="small" aria-label={t('reaction.clear', { slot })} onClick={() => choose(slot, null)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Popover
        id={pickerId}
        open={picking !== null}
        anchorEl={picking?.anchor}
        onClose={() => setPicking(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('reaction.pickerTitle', { slot: picking?.slot ?? 1 }),
            sx: { p: 1.5, width: 'min(460px, calc(100vw - 32px))' },
          },
        }}
      >
        {picking && (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('reaction.pickerTitle', { slot: picking.slot })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 0.5 }}>
              {choicesFor(options, slots, picking.slot).map((option) => {
                const current = slots[slotKey(picking.slot)] === option.name;
                return (
                  <ButtonBase
                    key={option.name}
                    onClick={() => choose(picking.slot, option.name)}
                    aria-pressed={current}
                    sx={{
                      justifyContent: 'flex-start',
                      gap: 1,
                      px: 1,
                      py: 0.75,
                      borderRadius: 1,
                      textAlign: 'left',
                      bgcolor: current ? 'action.selected' : undefined,
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Box component="span" aria-hidden sx={{ fontSize: 22 }}>
                      {option.emoji}
                    </Box>
                    <Typography variant="body2" component="span">
                      {label(option)}
                    </Typography>
                  </ButtonBase>
                );
              })}
            </Box>
          </>
        )}
      </Popover>
      {top && top.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="h3">
            {t('reaction.top')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }} data-testid="top-reactions">
            {top.slice(0, 6).map((item) => {
              const option = byName.get(item.reaction);
              if (!option) return null;
              return (
                <Chip
                  key={item.reaction}
                  size="small"
                  variant="outlined"
                  label={`${option.emoji} ${label(option)} · ${item.count}`}
                />
              );
            })}
          </Stack>
        </Box>
      )}
      <LoginPromptDialog ns={ns} open={prompt} onClose={() => setPrompt(false)} />
    </Box>
  );
}
