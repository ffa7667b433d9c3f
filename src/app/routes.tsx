import { Loader, Center } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
// The landing screen is part of the entry: a lazy boundary would hold its first paint back by
// React's Suspense reveal throttle (about 300 ms), and its code is loaded on first paint anyway.
import { MeetingsPage } from '@/features/meetings/meetings-page';
import { NotFound } from '@/components/not-found';
// The board loads its code without a Suspense boundary, whose reveal would hold back its first paint.
import { TeamAvailabilityPage } from '@/features/team-availability/route';
import { screenCode } from '@/lib/screen-code';
import { ScreenBoundary } from './screen-boundary';

/**
 * A screen's component, picked from its own file and loaded when first rendered. The import goes through
 * screenCode: a file that does not arrive is said as such by the boundary, with a reload, rather than
 * as a screen that broke.
 */
const screen = <M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) => lazy(screenCode(() => load().then((m) => ({ default: pick(m) }))));

const MeetingDetailPage = screen(() => import('@/features/meetings/meeting-detail-page'), (m) => m.MeetingDetailPage);
const PackagesPage = screen(() => import('@/features/packages/packages-page'), (m) => m.PackagesPage);
const TeamMembersPage = screen(() => import('@/features/team-members/team-members-page'), (m) => m.TeamMembersPage);
const BookingsPage = screen(() => import('@/features/bookings/bookings-page'), (m) => m.BookingsPage);
const NewAvailabilityPage = screen(() => import('@/features/availability/new-availability-page'), (m) => m.NewAvailabilityPage);
const CreatedAvailabilities = screen(() => import('@/features/availability/availabilities-page'), (m) => m.CreatedAvailabilities);
const EditAvailabilityPage = screen(() => import('@/features/availability/edit/edit-availability-page'), (m) => m.EditAvailabilityPage);
const LinkAvailabilityPage = screen(() => import('@/features/availability/link-availability-page'), (m) => m.LinkAvailabilityPage);
const LinkSlotsPage = screen(() => import('@/features/link-slots/link-slots-page'), (m) => m.LinkSlotsPage);
const BulkHoursPage = screen(() => import('@/features/meetings/bulk-hours/bulk-hours-page'), (m) => m.BulkHoursPage);
const MemberEditPage = screen(() => import('@/features/team-members/member-edit-page'), (m) => m.MemberEditPage);
const ActivityPage = screen(() => import('@/features/activity/activity-page'), (m) => m.ActivityPage);
const SettingsPage = screen(() => import('@/features/settings/settings-page'), (m) => m.SettingsPage);

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
          <Route path="/meetings/:sid/slots">{(params) => <LinkSlotsPage sid={safeDecode(params.sid)} />}</Route>
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
