import type { Power } from '@mfi/contract/accounts.schemas';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../components/message-page';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { useSessionEnded } from '../lib/auth-store';
import { href, safeRedirect } from '../lib/routes';
import { useSession } from '../lib/session';

/** The login URL that brings the visitor back to where they were, query included. */
export function loginRedirectPath(pathname: string, search: string, hash = ''): string {
  return href('login', undefined, { redirect: `${pathname}${search}${hash}` });
}

/** Where a visitor without a session goes: home right after a logout or an expired token, else login and back. */
function SignedOutRedirect() {
  const location = useLocation();
  const ended = useSessionEnded();
  if (ended) return <Navigate to={href('home')} replace />;
  return <Navigate to={loginRedirectPath(location.pathname, location.search, location.hash)} replace />;
}

/** Login-required routes: a visitor without a token goes to login with `?redirect=<full path>`. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Outlet /> : <SignedOutRedirect />;
}

/** Login and signup: a signed-in user is sent on to `?redirect` (after a login) or home. */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const [searchParams] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}

function ProfileError() {
  const { t } = useTranslation('pages');
  return <MessagePage title={t('error.title')} text={t('error.text')} />;
}

/**
 * Pages behind a power (the contributor's, main contributor's, publisher's and admin's pages): login first,
 * then the short profile's `powers`, which the server's policies decide, open the route; a power the member
 * lacks renders the not-found page (part 1 section 2, part 2 section 2). The web reads no role flag.
 */
export function RequirePower({ power }: { power: Power }) {
  const session = useSession();
  if (!session.isAuthenticated) return <SignedOutRedirect />;
  if (session.isProfileLoading) return <PageLoader />;
  if (!session.profile) return session.isProfileError ? <ProfileError /> : <PageLoader />;
  return session.profile.powers[power] ? <Outlet /> : <NotFoundPage />;
}

/** user-images: only the signed-in user's own slug, else not found. Place inside RequireAuth. */
export function RequireOwnSlug() {
  const { profile, isProfileLoading, isProfileError } = useSession();
  const { slug } = useParams();
  if (isProfileLoading) return <PageLoader />;
  if (!profile) return isProfileError ? <ProfileError /> : <PageLoader />;
  return profile.slug === slug ? <Outlet /> : <NotFoundPage />;
}
