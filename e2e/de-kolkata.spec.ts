import {
  expect,
  expectNoAxeViolations,
  pinBrowserClock,
  sandboxGet,
  seededRecords,
  SANDBOX_KEY,
  test,
} from './fixtures';

// An admin with a German browser in India's zone, a half-hour zone whose old name (Asia/Calcutta) is
// what Chromium reports. The times shown are compared with what the workspace's API says: Oliver Smith
// works Monday to Friday 09:00 AM–05:00 PM in New York, which on 30 November 2026 (EST, UTC−5) is
// 19:30 to 03:30 the next day in Kolkata (UTC+5:30). The words stay English; dates, weekdays and the
// clock are German.
test.use({ locale: 'de-DE', timezoneId: 'Asia/Kolkata' });

type Period = { wday: string; start_time: string; end_time: string };

test.beforeEach(async ({ resetSandbox, page }) => {
  await resetSandbox();
  await pinBrowserClock(page);
});

test('the board, the weekly editor and a member in German and Kolkata time agree with the API, with one name per zone', async ({
  page,
}) => {
  const { memberId, availabilityId } = await seededRecords(page);
  const { team_members } = await sandboxGet<{
    team_members: { id: string; first_name: string; email: string; time_zone: string }[];
  }>(page, '/v1/team_members?page_number=1&page_size=20');
  const oliver = team_members.find((m) => m.id === memberId)!;
  expect(oliver.time_zone).toBe('America/New_York');
  const { availabilities } = await sandboxGet<{
    availabilities: { id: string; periods: Period[]; overrides: { date: string; periods: Period[] }[] }[];
  }>(page, `/v1/availabilities/team_member?email=${encodeURIComponent(oliver.email)}`);
  const working = availabilities.find((a) => a.id === availabilityId)!;
  // The API's hours the expectations below are worked out from, by hand.
  expect(working.periods.filter((p) => p.wday === 'monday')).toMatchObject([
    { start_time: '09:00 AM', end_time: '05:00 PM' },
  ]);
  expect(working.overrides.find((o) => o.date === '2026-12-21')?.periods).toMatchObject([
    { start_time: '10:00 AM', end_time: '02:00 PM' },
  ]);

  // The workspace names a member's zone by its old name: the dashboard shows and lists it once, by its current one.
  const priya = team_members.find((m) => m.first_name === 'Priya')!;
  const patched = await page.request.patch(`/sandbox/demo/api/external/v1/team_members/${priya.id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: { time_zone: 'Asia/Calcutta' },
  });
  expect(patched.ok()).toBe(true);

  // The team board, shown in this browser's zone.
  await page.goto('/availabilities?week=2026-11-30');
  const showIn = page.getByRole('combobox', { name: 'Show hours in' });
  await expect(showIn).toHaveValue('Asia/Kolkata');
  await expect(showIn.getByRole('option', { name: 'Asia/Kolkata (this browser)' })).toHaveCount(1);
  const memberZone = page.getByRole('combobox', { name: 'Member time zone' });
  await expect(memberZone.getByRole('option', { name: 'Asia/Kolkata', exact: true })).toHaveCount(1);
  await expect(page.locator('option', { hasText: 'Calcutta' })).toHaveCount(0);

  const grid = page.getByRole('grid', { name: 'Team members' });
  // Every member of the team is in the page, not only those scrolled into view.
  await expect(grid.getByRole('rowgroup')).toHaveCount(12);
  const row = grid.getByRole('rowgroup', { name: 'Oliver Smith' });
  const day = (label: RegExp) => row.getByRole('link', { name: label }).first();
  // A German weekday beside a German date, on a 24-hour clock.
  await expect(day(/^Oliver Smith: Mo\.? 30\. Nov\. /)).toHaveAccessibleName(
    /^Oliver Smith: Mo\.? 30\. Nov\. 19:30–24:00$/,
  );
  await expect(day(/^Oliver Smith: Di\.? 1\. Dez\. /)).toHaveAccessibleName(
    /^Oliver Smith: Di\.? 1\. Dez\. 00:00–03:30, 19:30–24:00$/,
  );
  const coverage = page.getByRole('region', { name: /^Coverage: .*Asia\/Kolkata$/ });
  await expect(coverage).toContainText('a member counts in every hour they are available for any part of');
  await expectNoAxeViolations(page);

  // The weekly editor, shown in Kolkata: found by its old name, the hours from 19:30 drawn as they are.
  await page.goto(`/availabilities/${availabilityId}`);
  const zone = page.getByRole('combobox', { name: 'Show in' });
  await zone.click();
  await zone.fill('Calcutta');
  await page.getByRole('option', { name: /Asia\/Kolkata/ }).click();
  await expect(zone).toHaveValue('Asia/Kolkata (UTC+05:30)');
  await page.getByRole('radio', { name: '60 min' }).check();
  await expect(page.getByText('Shown in 30-minute cells')).toBeVisible();
  const editor = page.getByRole('grid', { name: 'Weekly availability' });
  await expect(editor.getByRole('gridcell', { name: 'Monday 19:30, available' })).toBeVisible();
  await expect(editor.getByRole('gridcell', { name: 'Monday 19:00, not available' })).toBeVisible();
  // The overrides calendar heads its weeks in German, as the dates beside it.
  const overrides = page.getByRole('region', { name: 'Date overrides' });
  await expect(overrides.getByText(/^Di\.?$/).first()).toBeVisible();
  // The override of 21 December, 10:00 AM–02:00 PM in New York, on Kolkata's dates.
  await expect(overrides).toContainText(
    /In Asia\/Kolkata, where the weekly hours are shown: Mo\.? 21\. Dez\. 20:30–24:00; Di\.? 22\. Dez\. 00:00–00:30/,
  );
  await expectNoAxeViolations(page);

  // The member whose zone the workspace names Asia/Calcutta.
  await page.goto(`/team-members/${priya.id}`);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata (UTC+05:30)');
  await expectNoAxeViolations(page);

  // Counts in German digits: Activity keeps the last 2,000 changes.
  await page.goto('/activity');
  await expect(page.getByText(/the last 2\.000\)/)).toBeVisible();
});
