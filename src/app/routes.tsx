import { Loader, Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
// The landing screen is part of the entry: a lazy boundary would hold its first paint back by
// React's Suspense reveal throttle (about 300 ms), and its code is loaded on first paint anyway.
import { MeetingsPage } from '@/features/meetings/meetings-page';
import { NotFound } from '@/components/not-found';
// The board loads its code without a Suspense boundary (issue 13: its first paint).
import { TeamAvailabilityPage } from '@/features/team-availability/route';
import { screenCode } from '@/lib/screen-code';
import { ScreenBoundary } from './screen-boundary';

// Each screen's import goes through screenCode: a file that does not arrive is said as such by the
// boundary, with a reload, rather than as a screen that broke.
const MeetingDetailPage = lazy(screenCode(() =>
  import('@/features/meetings/meeting-detail-page').then((m) => ({ default: m.MeetingDetailPage }))),
);
const PackagesPage = lazy(screenCode(() => import('@/features/packages/packages-page').then((m) => ({ default: m.PackagesPage }))));
const TeamMembersPage = lazy(screenCode(() => import('@/features/team-members/team-members-page').then((m) => ({ default: m.TeamMembersPage }))));
const BookingsPage = lazy(screenCode(() => import('@/features/bookings/bookings-page').then((m) => ({ default: m.BookingsPage }))));
const NewAvailabilityPage = lazy(screenCode(() =>
  import('@/features/availability/new-availability-page').then((m) => ({ default: m.NewAvailabilityPage }))),
);
const CreatedAvailabilities = lazy(screenCode(() =>
  import('@/features/availability/availabilities-page').then((m) => ({ default: m.CreatedAvailabilities }))),
);
const EditAvailabilityPage = lazy(screenCode(() =>
  import('@/features/availability/edit/edit-availability-page').then((m) => ({ default: m.EditAvailabilityPage }))),
);
const LinkAvailabilityPage = lazy(screenCode(() =>
  import('@/features/availability/link-availability-page').then((m) => ({ default: m.LinkAvailabilityPage }))),
);
const BulkHoursPage = lazy(screenCode(() => import('@/features/meetings/bulk-hours/bulk-hours-page').then((m) => ({ default: m.BulkHoursPage }))));
const MemberEditPage = lazy(screenCode(() => import('@/features/team-members/member-edit-page').then((m) => ({ default: m.MemberEditPage }))));
const ActivityPage = lazy(screenCode(() => import('@/features/activity/activity-page').then((m) => ({ default: m.ActivityPage }))));
const SettingsPage = lazy(screenCode(() => import('@/features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))));

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const fallback = (
  <Center py="xl">
    <Loader aria-label="Loading the screen" />
  </Center>
);

export function AppRoutes() {
  const [location] = useLocation();
  // The whole address: leaving a failed screen for the same screen with other filters (the
  // navigation's link to its bare address, Back) is a new try.
  const search = useSearch();
  return (
    <ScreenBoundary resetKey={`${location}?${search}`}>
      <Suspense fallback={fallback}>
        <Switch>
          <Route path="/">
            <Redirect to="/meetings" replace />
          </Route>
          <Route path="/settings" component={SettingsPage} />
          <Route path="/meetings" component={MeetingsPage} />
          <Route path="/meetings/weekly-hours" component={BulkHoursPage} />
          <Route path="/meetings/:sid/availability">{(params) => <LinkAvailabilityPage sid={safeDecode(params.sid)} />}</Route>
          <Route path="/meetings/:sid">{(params) => <MeetingDetailPage sid={safeDecode(params.sid)} />}</Route>
          <Route path="/packages" component={PackagesPage} />
          <Route path="/availabilities/new" component={NewAvailabilityPage} />
          <Route path="/availabilities/:id">{(params) => <EditAvailabilityPage id={safeDecode(params.id)} />}</Route>
          {/* The team board, with what this browser created kept beside it (two features, composed here). */}
          <Route path="/availabilities">{() => <TeamAvailabilityPage created={<CreatedAvailabilities />} />}</Route>
          <Route path="/team-members/:id">{(params) => <MemberEditPage id={safeDecode(params.id)} />}</Route>
          <Route path="/team-members" component={TeamMembersPage} />
          <Route path="/bookings" component={BookingsPage} />
          <Route path="/activity" component={ActivityPage} />
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
