/** What the shell's lazily loaded menu lists take from the button that opens them. */
export type AnchoredMenuProps = { id: string; labelledBy: string; anchor: HTMLElement | null; onClose: () => void };

/** A MUI Menu's props for such a list: open while the button anchors it, closed through `onClose`. */
export const anchoredMenu = ({ id, anchor, onClose }: AnchoredMenuProps) => ({
  id,
  anchorEl: anchor,
  open: anchor !== null,
  onClose,
});
