import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
// The landing screen is part of the entry: a lazy boundary would hold its first paint back by
// React's Suspense reveal throttle (about 300 ms), and its code is loaded on first paint anyway.
import { MeetingsPage } from '@/features/meetings/meetings-page';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { NotFound } from '@/components/not-found';
// The board's code is shared with the app's start, which may have asked for it already.
import { TeamAvailabilityPage } from '@/features/team-board/route';
import { ScreenBoundary } from './screen-boundary';

// Each screen's component, picked from its own file and loaded when first rendered: a file that
// does not arrive is said as such by the boundary, with a reload, rather than as a screen that broke.
const MeetingDetailPage = lazyView(
  () => import('@/features/meetings/meeting-detail-page'),
  (m) => m.MeetingDetailPage,
);
const NewLinkPage = lazyView(
  () => import('@/features/meetings/new-link/new-link-page'),
  (m) => m.NewLinkPage,
);
const PackagesPage = lazyView(
  () => import('@/features/packages/packages-page'),
  (m) => m.PackagesPage,
);
const TeamMembersPage = lazyView(
  () => import('@/features/team-members/team-members-page'),
  (m) => m.TeamMembersPage,
);
const BookingsPage = lazyView(
  () => import('@/features/bookings/bookings-page'),
  (m) => m.BookingsPage,
);
const BookingPage = lazyView(
  () => import('@/features/bookings/booking-page'),
  (m) => m.BookingPage,
);
const NewAvailabilityPage = lazyView(
  () => import('@/features/availability/new-availability-page'),
  (m) => m.NewAvailabilityPage,
);
const CreatedAvailabilities = lazyView(
  () => import('@/features/availability/availabilities-page'),
  (m) => m.CreatedAvailabilities,
);
const EditAvailabilityPage = lazyView(
  () => import('@/features/availability/edit/edit-availability-page'),
  (m) => m.EditAvailabilityPage,
);
const LinkHoursPage = lazyView(
  () => import('@/features/link-hours/link-hours-page'),
  (m) => m.LinkHoursPage,
);
const LinkSlotsPage = lazyView(
  () => import('@/features/link-slots/link-slots-page'),
  (m) => m.LinkSlotsPage,
);
const BulkHoursPage = lazyView(
  () => import('@/features/link-hours/bulk/bulk-hours-page'),
  (m) => m.BulkHoursPage,
);
const ManyLinksPage = lazyView(
  () => import('@/features/meetings/runs/many-links-page'),
  (m) => m.ManyLinksPage,
);
const DeparturePage = lazyView(
  () => import('@/features/meetings/runs/departure-page'),
  (m) => m.DeparturePage,
);
const MemberEditPage = lazyView(
  () => import('@/features/team-members/member-edit-page'),
  (m) => m.MemberEditPage,
);
const NewMembersPage = lazyView(
  () => import('@/features/team-members/new-members-page'),
  (m) => m.NewMembersPage,
);
const MemberCalendarPage = lazyView(
  () => import('@/features/member-calendar/member-calendar-page'),
  (m) => m.MemberCalendarPage,
);
const ActivityPage = lazyView(
  () => import('@/features/activity/activity-page'),
  (m) => m.ActivityPage,
);
const SettingsPage = lazyView(
  () => import('@/features/settings/settings-page'),
  (m) => m.SettingsPage,
);

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function AppRoutes() {
  const [location] = useLocation();
  // The whole address: leaving a failed screen for the same screen with other filters (the
  // navigation's link to its bare address, Back) is a new try.
  const search = useSearch();
  return (
    <ScreenBoundary resetKey={`${location}?${search}`}>
      <Switch>
        <Route path="/">
          <Redirect to="/meetings" replace />
        </Route>
        <Route path="/settings" component={SettingsPage} />
        <Route path="/meetings" component={MeetingsPage} />
        <Route path="/meetings/weekly-hours" component={BulkHoursPage} />
        <Route path="/meetings/changes" component={ManyLinksPage} />
        <Route path="/meetings/new" component={NewLinkPage} />
        <Route path="/meetings/:sid/availability">{(params) => <LinkHoursPage sid={safeDecode(params.sid)} />}</Route>
        <Route path="/meetings/:sid/slots">{(params) => <LinkSlotsPage sid={safeDecode(params.sid)} />}</Route>
        <Route path="/meetings/:sid">{(params) => <MeetingDetailPage sid={safeDecode(params.sid)} />}</Route>
        <Route path="/packages" component={PackagesPage} />
        <Route path="/availabilities/new" component={NewAvailabilityPage} />
        <Route path="/availabilities/:id">{(params) => <EditAvailabilityPage id={safeDecode(params.id)} />}</Route>
        {/* The team board, with what this browser created kept beside it (two features, composed here). */}
        <Route path="/availabilities">{() => <TeamAvailabilityPage created={<CreatedAvailabilities />} />}</Route>
        <Route path="/team-members/new" component={NewMembersPage} />
        <Route path="/team-members/:id/departure">{(params) => <DeparturePage id={safeDecode(params.id)} />}</Route>
        <Route path="/team-members/:id/calendar">{(params) => <MemberCalendarPage id={safeDecode(params.id)} />}</Route>
        <Route path="/team-members/:id">{(params) => <MemberEditPage id={safeDecode(params.id)} />}</Route>
        <Route path="/team-members" component={TeamMembersPage} />
        <Route path="/bookings" component={BookingsPage} />
        <Route path="/bookings/:sid">{(params) => <BookingPage sid={safeDecode(params.sid)} />}</Route>
        <Route path="/activity" component={ActivityPage} />
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </ScreenBoundary>
  );
}
