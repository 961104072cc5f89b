/** Desktop bar buttons: a little tighter between md and lg so six groups fit on one line. */
export const navButtonSx = {
  px: { md: 0.75, lg: 1 },
  minWidth: 0,
  whiteSpace: 'nowrap',
  fontSize: { md: '0.8125rem', lg: '0.875rem' },
} as const;
