import { useNotificationInbox } from '../../features/notifications/components/notification-inbox';
import { ProfileLayout } from '../../features/profiles/pages/profile-layout';

// The profile area's pages (issue 15), loaded by the router through app/route-modules.ts: the member's page
// (features/profiles) around an <Outlet /> (the feed and the board's lists), with the owner's notifications
// (features/notifications) on its board; UserImagesPage is /user-images/:slug.
export function ProfileRoute() {
  return <ProfileLayout useNotificationInbox={useNotificationInbox} />;
}

export { UserImagesPage } from '../../features/profiles/pages/user-images-page';
