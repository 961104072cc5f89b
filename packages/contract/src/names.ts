// What the site keeps in two languages (titles, names, reference data): the reader's language picks which one
// shows, and the other stands in where one was never written. The web's pages and the server's page heads
// (modules/page-heads) name things by the same rule.

/** A name in the reader's language: the English one in English when there is one, else the Mongolian (and back). */
export function nameIn(mn: string | null | undefined, english: string | null | undefined, en: boolean): string {
  return (en ? english || mn : mn || english) ?? '';
}

/** A movie's or serial's title: the international one in English, the Mongolian one (where it has one) in Mongolian. */
export function titleIn(title: { m_title?: string | null; i_title?: string | null }, en: boolean): string {
  return nameIn(title.m_title, title.i_title, en);
}
