// Route modules reached through this small module. An import() in the route table puts its chunk's whole
// preload list into the home page's initial JS; an import() here costs nothing there, only one extra small
// request when such a route is first opened. Rarely opened pages (the forms, most account pages) and the journals load this way,
// which keeps the first load under its 200 KB budget (ARCHITECTURE section 10).
export const artistCreatePage = () => import('../features/artists/pages/artist-create-page');
export const artistUpdatePage = () => import('../features/artists/pages/artist-update-page');
export const movieCreatePage = () => import('../features/movies/pages/movie-create-page');
export const movieUpdatePage = () => import('../features/movies/pages/movie-update-page');
export const movieImageUpdatePage = () => import('../features/movies/pages/movie-image-update-page');
export const serialForms = () => import('../features/serials/pages/form-pages');
export const journalPages = () => import('../features/journals/pages/journal-pages');
export const reviewPages = () => import('../features/reviews/pages/review-pages');
export const codeAddPages = () => import('../features/code-add/pages/code-add-pages');
export const accountPages = () => import('../features/accounts/pages/account-pages');
export const listPages = () => import('../features/lists/pages/list-pages');
export const listEditorPages = () => import('../features/lists/pages/list-editor-pages');
export const profilePages = () => import('./routes/profile-pages');
export const feedPages = () => import('../features/feed/pages/feed-pages');
export const boardPages = () => import('../features/profile-lists/pages/board-pages');
// A member's diary (issue 29).
export const diaryPage = () => import('../features/diary/pages/diary-page');
// Two modules, so a reader of /about-us never downloads the editor (TipTap, the crop field).
export const aboutPage = () => import('../features/about/pages/about-page');
export const aboutEditPage = () => import('../features/about/pages/about-edit-page');
// The festival (issue 17): the festival and edition screens, and the entrant's pages (festival page,
// guidelines, registration wizard) with the admin's registrations table, each one module keyed by route name.
export const festivalPages = () => import('../features/festival/pages/festival-pages');
export const submissionPages = () => import('../features/festival/pages/submission-pages');
// The registration wizard with the artist and movie create forms it composes (app/routes).
export const festivalRegistration = () => import('./routes/festival-registration');
// The admin console's members, audit log and reference lists (issue 25 parts 3 and 4).
export const adminMembersPages = () => import('../features/admin-members/pages/admin-members-pages');
export const adminReferencePage = () => import('../features/admin-reference/pages/reference-page');
// The admin console (issue 25): the queue and the history pages.
export const adminPages = () => import('../features/admin/pages/admin-pages');
// The importer's codes in the console (issue 25 part 5): the console's frame with the code-add feature's list.
export const adminImportsPage = () => import('./routes/admin-imports-page');
// A member's year in review and their data export (issue 29), each a module of its own: the year's charts are
// hand-made SVG, so nothing heavier loads with them.
export const yearReviewPage = () => import('../features/year-review/pages/year-review-page');
export const exportPage = () => import('../features/user-export/pages/export-page');
// A member's import from Letterboxd or IMDb (issue 29 part 2).
export const userImportPage = () => import('../features/user-import/pages/import-page');
