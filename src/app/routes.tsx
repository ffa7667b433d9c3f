import { Loader, Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ComingSoon } from '@/components/coming-soon';
import { NotFound } from '@/components/not-found';

const MeetingsPage = lazy(() => import('@/features/meetings/meetings-page').then((m) => ({ default: m.MeetingsPage })));
const SettingsPage = lazy(() => import('@/features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));

const fallback = (
  <Center py="xl">
    <Loader aria-label="Loading the screen" />
  </Center>
);

export function AppRoutes() {
  return (
    <Suspense fallback={fallback}>
      <Switch>
        <Route path="/">
          <Redirect to="/meetings" replace />
        </Route>
        <Route path="/settings" component={SettingsPage} />
        <Route path="/meetings" component={MeetingsPage} />
        <Route path="/meetings/:sid/availability">
          <ComingSoon title="Link availability">
            The weekly grid that replaces this scheduling link&apos;s available periods.
          </ComingSoon>
        </Route>
        <Route path="/meetings/:sid">
          <ComingSoon title="Scheduling link">
            Every field of the link: hosts, durations, places, fees and booking rules.
          </ComingSoon>
        </Route>
        <Route path="/packages">
          <ComingSoon title="Packages">Packages with their status, duration and fee.</ComingSoon>
        </Route>
        <Route path="/availabilities/new">
          <ComingSoon title="New availability">
            Create a named availability for a team member on a weekly grid, with date overrides and a time zone.
          </ComingSoon>
        </Route>
        <Route path="/availabilities">
          <ComingSoon title="Availabilities">The availabilities created from this browser, with what the service returned.</ComingSoon>
        </Route>
        <Route path="/team-members/:id">
          <ComingSoon title="Team member">Edit a member&apos;s name, email, time zone, role and active state.</ComingSoon>
        </Route>
        <Route path="/team-members">
          <ComingSoon title="Team members">The workspace&apos;s members with their role, time zone and local time.</ComingSoon>
        </Route>
        <Route path="/bookings">
          <ComingSoon title="Bookings">Bookings of the workspace, page by page, read only.</ComingSoon>
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
