import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent } from 'react';

/** A catalogue's search form: the text is sent with Enter or the search button. Labels come from the caller. */
export function SearchBox({
  label,
  region,
  buttonLabel,
  value,
  onChange,
  onSubmit,
  sx,
}: {
  label: string;
  /**
   * The search landmark's name where it needs one beside the header's (named «Сайтаас хайх»): the results page's
   * box, labelled like it. Not the field's label, which would name two elements alike.
   */
  region?: string;
  buttonLabel: string;
  value: string;
  onChange(text: string): void;
  onSubmit(text: string): void;
  sx?: SxProps<Theme>;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(value.trim());
  }
  return (
    <Box component="form" role="search" aria-label={region} onSubmit={submit} sx={sx}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={buttonLabel}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
