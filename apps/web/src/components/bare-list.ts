/** A `ul` laid out as a grid, row or rail of cards: no bullets, no indent, no margins. */
export const bareListSx = { listStyle: 'none', p: 0, m: 0 } as const;
