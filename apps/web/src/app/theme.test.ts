import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 1.4.3: text needs 4.5:1 against what is behind it.
const AA = 4.5;

describe('theme', () => {
  it('white text on a warning chip (unpublished) and warning text on white read at 4.5:1', () => {
    const { warning, background } = theme.palette;
    expect(getContrastRatio(warning.contrastText, warning.main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(warning.main, background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it("a disabled field's hint keeps the readable grey", () => {
    const overrides = theme.components?.MuiFormHelperText?.styleOverrides?.root as (props: {
      theme: typeof theme;
    }) => Record<string, { color: string }>;
    const color = overrides({ theme })['&.Mui-disabled'].color;
    // text.secondary is black at 60 % (5.7:1 on white); text.disabled, at 38 %, read 2.7:1.
    expect(color).toBe(theme.palette.text.secondary);
  });

  it('links are underlined, not told from the text by colour alone', () => {
    expect(theme.components?.MuiLink?.defaultProps?.underline).toBe('always');
  });

  it('page titles are bold whatever their variant', () => {
    for (const variant of ['h1', 'h2', 'h3', 'h4', 'h5'] as const)
      expect(theme.typography[variant].fontWeight).toBe(700);
  });
});
