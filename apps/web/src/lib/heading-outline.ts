/**
 * A member's rich text (a review, an article) under the page's h1: its headings renumbered so the outline has
 * no gap (axe's heading-order): the levels it uses, in order, become h2, h3 … (up to h6). Its own order is kept:
 * an article of h3 and h4 reads as h2 and h3.
 */
export function outlineHeadings(html: string, top = 2): string {
  const used = [...new Set([...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1])))].sort();
  if (used.length === 0 || used.every((level, i) => level === top + i)) return html;
  const levelOf = new Map(used.map((level, i) => [level, Math.min(6, top + i)]));
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_, close: string, level: string) => `<${close}h${levelOf.get(Number(level))}`,
  );
}
