import { createContext, useContext, type ReactNode } from 'react';

// One h1 a page (issue 24): a page shown as a section of another page that holds the h1 (the profile's
// lists and list details under the member's name) titles itself with an h2.
const PageHeadingTag = createContext<'h1' | 'h2'>('h1');

/** Inside `children`, page headings (PageHeading, ListPage, MessagePage) are h2: the outer page has the h1. */
export function SectionPages({ children }: { children: ReactNode }) {
  return <PageHeadingTag.Provider value="h2">{children}</PageHeadingTag.Provider>;
}

/** The element a page's own heading renders as where it is shown. */
export const usePageHeadingTag = () => useContext(PageHeadingTag);
