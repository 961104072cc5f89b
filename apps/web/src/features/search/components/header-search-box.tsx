import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SearchGroup, SearchItem } from '@mfi/contract/search.schemas';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { navbarColor } from '../../../app/theme';
import { useDebounced } from '../../../lib/use-debounced';
import { useSiteSearch } from '../api/site-search';
import { countText } from '../../../lib/count-text';
import { searchItemHref, searchPageHref } from './search-item-link';
import { SearchResultRow } from './search-result-row';

/** The header asks once typing pauses this long (shorter than a catalogue's: it is the instant answer). */
const TYPING_PAUSE_MS = 200;

type Option = { id: string; to: string; item?: SearchItem };

/**
 * The header's search box (a WAI-ARIA combobox): results grouped by kind as one types; arrows move through
 * them, Enter opens the chosen one (or the results page), Esc closes the list, then the box on a phone,
 * where it opens from an icon over the header.
 */
export function HeaderSearchBox() {
  const { t } = useTranslation('search');
  const wide = useMediaQuery('(min-width: 900px)', { noSsr: true });
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), TYPING_PAUSE_MS);
  const search = useSiteSearch({ q });
  const groups = q && search.data ? search.data.groups.filter((g) => g.count > 0) : [];
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const totalText = countText(
    total,
    groups.some((g) => g.count_capped),
  );
  const options: Option[] = [
    ...groups.flatMap((g) =>
      g.results.map((item) => ({ id: `${id}-${item.kind}-${item.id}`, to: searchItemHref(item), item })),
    ),
    ...(text.trim() ? [{ id: `${id}-all`, to: searchPageHref(text.trim()) }] : []),
  ];
  const showList = open && text.trim().length > 0;

  function close(collapse: boolean) {
    setOpen(false);
    setActive(-1);
    if (collapse && !wide) {
      setExpanded(false);
      setTimeout(() => opener.current?.focus());
    }
  }
  function go(to: string) {
    close(true);
    input.current?.blur();
    void navigate(to);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const n = options.length;
      // Round the list: past the last option is the first, above the first the last.
      if (event.key === 'ArrowDown') setActive((i) => (n ? (i + 1) % n : -1));
      else setActive((i) => (n ? (i <= 0 ? n - 1 : i - 1) : -1));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) go(chosen.to);
      else if (text.trim()) go(searchPageHref(text.trim()));
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) close(false);
      else close(true);
    }
  }

  if (!wide && !expanded)
    return (
      <IconButton
        ref={opener}
        color="inherit"
        aria-label={t('open')}
        aria-expanded="false"
        onClick={() => {
          setExpanded(true);
          setTimeout(() => input.current?.focus());
        }}
      >
        <SearchIcon />
      </IconButton>
    );

  const listId = `${id}-list`;
  // Each group's first option's place in `options`, which the arrows move through.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, prev) => n + prev.results.length, 0));
  const option = (mine: number, content: ReactNode) => {
    const o = options[mine];
    return (
      <Box
        component="li"
        key={o.id}
        id={o.id}
        role="option"
        aria-selected={active === mine}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(mine)}
        onClick={() => go(o.to)}
        sx={{
          listStyle: 'none',
          px: 2,
          py: 0.75,
          cursor: 'pointer',
          bgcolor: active === mine ? 'action.selected' : undefined,
        }}
      >
        {content}
      </Box>
    );
  };

  return (
    <Box
      role="search"
      aria-label={t('label')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(!text.trim());
      }}
      sx={
        wide
          ? { position: 'relative', width: { md: 180, lg: 220 } }
          : {
              position: 'absolute',
              inset: 0,
              zIndex: 2,
              display: 'flex',
              alignItems: 'center',
              px: 1,
              bgcolor: navbarColor,
            }
      }
    >
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          flex: 1,
          borderRadius: 1,
          px: 1,
          bgcolor: alpha(theme.palette.common.white, 0.15),
          '&:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.25) },
        })}
      >
        <SearchIcon sx={{ mr: 1, opacity: 0.8 }} />
        <InputBase
          inputRef={input}
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('label'),
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listId,
            'aria-activedescendant': showList && options[active] ? options[active].id : undefined,
            maxLength: 100,
            enterKeyHint: 'search',
          }}
          sx={{ color: 'inherit', flex: 1, py: 0.5 }}
        />
        {!wide && (
          <IconButton color="inherit" size="small" aria-label={t('close')} onClick={() => close(true)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {showList && (
        <Paper
          elevation={8}
          sx={{
            position: wide ? 'absolute' : 'fixed',
            top: wide ? 'calc(100% + 4px)' : 56,
            right: 0,
            left: wide ? 'auto' : 0,
            width: wide ? 420 : 'auto',
            maxHeight: wide ? '75vh' : 'calc(100vh - 64px)',
            overflowY: 'auto',
            color: 'text.primary',
            py: 1,
          }}
        >
          <Typography role="status" color="text.secondary" sx={{ px: 2, '&:not(:empty)': { py: 1 } }}>
            {q && search.data && total === 0 ? t('none') : !search.data && search.isFetching ? t('searching') : ''}
          </Typography>
          <Box component="ul" id={listId} role="listbox" aria-label={t('results')} sx={{ m: 0, p: 0 }}>
            {groups.map((group, g) => (
              <GroupOptions key={group.kind} group={group}>
                {group.results.map((item, i) => option(starts[g] + i, <SearchResultRow item={item} />))}
              </GroupOptions>
            ))}
            {/* Last, so Enter on it, or with nothing chosen, opens every match. */}
            {option(
              options.length - 1,
              <Typography component="span" color="primary" sx={{ fontWeight: 600 }}>
                {search.data && q ? t('all', { count: total, shown: totalText }) : t('allPlain')}
              </Typography>,
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}

/** A kind's heading and its options: a group of the listbox. */
function GroupOptions({ group, children }: { group: SearchGroup; children: ReactNode }) {
  const { t } = useTranslation('search');
  const heading = `${t(`group.${group.kind}`)} · ${countText(group.count, group.count_capped)}`;
  return (
    <Box component="li" role="presentation" sx={{ listStyle: 'none' }}>
      <Typography
        aria-hidden
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, pt: 0.5, lineHeight: 2 }}
      >
        {heading}
      </Typography>
      <Box component="ul" role="group" aria-label={heading} sx={{ m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
