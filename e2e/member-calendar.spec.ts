import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolationsLightAndDark,
  pinBrowserClock,
  sandboxGet,
  seededRecords,
  settled,
  tabTo,
  test,
} from './fixtures';

// A member's calendar: Oliver Smith works 9 AM–5 PM, Monday to Friday, in New York. The browser's
// clock is the journeys' (Tuesday 24 November 2026), so Saturday the 28th is a coming date with no
// hours. Each edit is saved through the editor's save and read back from the workspace.

interface Period {
  wday?: string;
  start_time: string;
  end_time: string;
}
interface Held {
  id: string;
  periods: Period[];
  overrides: { date: string; periods: Period[] }[];
}

/** The seed's first member is Oliver Smith; his first availability is his default one. */
async function oliver(page: Page) {
  const { memberId, availabilityId } = await seededRecords(page);
  return { id: memberId, availability: availabilityId };
}

const held = (page: Page, id: string) =>
  sandboxGet<{ availability: Held }>(page, `/v2/availabilities/${id}`).then((r) => r.availability);

const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name}`) });

async function drag(page: Page, from: string, to: string) {
  await cell(page, from).hover();
  await page.mouse.down();
  await cell(page, to).hover();
  await page.mouse.up();
}

async function saveAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the workspace now holds' })).toBeVisible();
}

test.beforeEach(async ({ page, resetSandbox }) => {
  await resetSandbox();
  await pinBrowserClock(page);
});

test('custom hours painted on a real date are an override of that date, read back from the workspace', async ({
  page,
}) => {
  const { id, availability } = await oliver(page);
  // Opened from the member's page: this week, today in New York being Tuesday 24 November.
  await page.goto(`/team-members/${id}`);
  await page.getByRole('link', { name: 'Oliver Smith’s calendar' }).click();
  await expect(page.getByRole('grid', { name: /from Sun, Nov 22, 2026 to Sat, Nov 28, 2026/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Sat Nov 28/ })).toContainText('No hours');
  await expect(page.getByRole('radio', { name: 'This date only' })).toBeChecked();
  await drag(page, 'Sat, Nov 28, 2026, 10:00 AM', 'Sat, Nov 28, 2026, 11:30 AM');
  await expect(page.getByRole('columnheader', { name: /Sat Nov 28/ })).toContainText('Override');
  await expect(cell(page, 'Sat, Nov 28, 2026, 11:00 AM')).toHaveAccessibleName(/available \(override\)/);
  await expect(page.getByRole('region', { name: 'What saving will change' })).toContainText('Nov 28');
  await saveAndConfirm(page);
  const after = await held(page, availability);
  expect(after.overrides.filter((o) => o.date === '2026-11-28')).toEqual([
    { date: '2026-11-28', periods: [expect.objectContaining({ start_time: '10:00 AM', end_time: '12:00 PM' })] },
  ]);
  // The weekly hours are as they were.
  expect(after.periods.filter((p) => p.wday === 'saturday')).toEqual([]);
});

test('"every Tuesday" from the calendar: an edge of Tuesday’s hours dragged moves the weekly hours', async ({
  page,
}) => {
  const { id, availability } = await oliver(page);
  const before = await held(page, availability);
  // Opened from the availability's own page.
  await page.goto(`/availabilities/${availability}`);
  await page.getByRole('link', { name: 'See these hours on Oliver Smith’s calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/team-members/${id}/calendar$`));
  await expect(page.getByRole('grid', { name: /from Sun, Nov 22, 2026 to Sat, Nov 28, 2026/ })).toBeVisible();
  await page.getByText('Every Tuesday').click();
  await expect(page.getByRole('radio', { name: 'Every Tuesday' })).toBeChecked();
  // The last half hour of 9–5 is its end edge: dragged down to 6:30 PM, the hours end at 7 PM.
  await drag(page, 'Tue, Nov 24, 2026, 4:30 PM', 'Tue, Nov 24, 2026, 6:30 PM');
  await expect(page.getByRole('status').filter({ hasText: 'now 9:00 AM–7:00 PM on every Tuesday' })).toBeVisible();
  // Every Tuesday shown changes: next week's too.
  await page.getByRole('button', { name: 'Next week →' }).click();
  await expect(page).toHaveURL(/date=2026-12-01/);
  await expect(cell(page, 'Tue, Dec 1, 2026, 6:30 PM')).toHaveAccessibleName(/: available$/);
  await saveAndConfirm(page);
  const after = await held(page, availability);
  expect(after.periods.filter((p) => p.wday === 'tuesday')).toEqual([
    expect.objectContaining({ start_time: '09:00 AM', end_time: '07:00 PM' }),
  ]);
  expect(after.overrides).toEqual(before.overrides);
});

test('the spring-forward day in New York is drawn 23 hours long and says so', async ({ page }) => {
  const { id } = await oliver(page);
  await page.goto(`/team-members/${id}/calendar?date=2027-03-14&view=day`);
  const grid = page.getByRole('grid', { name: /Sun, Mar 14, 2027, in America\/New_York/ });
  await expect(grid.getByRole('gridcell')).toHaveCount(46);
  await expect(grid.getByRole('columnheader', { name: /Sun Mar 14/ })).toContainText(
    '23 hours: clocks go forward an hour at 2:00 AM',
  );
  await expect(grid.getByRole('rowheader', { name: '2:00 AM', exact: true })).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('Clock change on this day: America/New_York');
  // The week view keeps the clock's rows and marks the hour that does not happen.
  await page.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(cell(page, 'Sun, Mar 14, 2027, 2:00 AM')).toHaveAccessibleName(/does not happen/);
  await expect(page.getByRole('note')).toContainText('Clock change this week');
  // The hour that does not happen, drawn as such, passes axe in both schemes.
  await cell(page, 'Sun, Mar 14, 2027, 2:00 AM').scrollIntoViewIfNeeded();
  await settled(page);
  await expectNoAxeViolationsLightAndDark(page);
});

test('the fall-back day in New York is drawn 25 hours long and says so: 1 AM happens twice', async ({ page }) => {
  const { id } = await oliver(page);
  await page.goto(`/team-members/${id}/calendar?date=2027-11-07&view=day`);
  const grid = page.getByRole('grid', { name: /Sun, Nov 7, 2027, in America\/New_York/ });
  await expect(grid.getByRole('gridcell')).toHaveCount(50);
  await expect(grid.getByRole('columnheader', { name: /Sun Nov 7/ })).toContainText(
    '25 hours: clocks go back an hour at 2:00 AM',
  );
  await expect(grid.getByRole('gridcell', { name: /^Sun, Nov 7, 2027, 1:00 AM, happens twice/ })).toHaveCount(1);
  await expect(grid.getByRole('gridcell', { name: /^Sun, Nov 7, 2027, 1:00 AM \(second time\)/ })).toHaveCount(1);
  await expect(page.getByRole('note')).toContainText('Clock change on this day: America/New_York');
});

test('keyboard only: to the grid, select two hours of a date, make them available, save', async ({ page }) => {
  const { id, availability } = await oliver(page);
  await page.goto(`/team-members/${id}/calendar?date=2026-11-27`);
  await expect(page.getByRole('grid')).toBeVisible();
  await tabTo(page, cell(page, 'Fri, Nov 27, 2026, 8:00 AM'));
  await expect(cell(page, 'Fri, Nov 27, 2026, 8:00 AM')).toBeFocused();
  // A day on: Saturday; then 8:00 to 10:00.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/date=2026-11-28/);
  await expect(cell(page, 'Sat, Nov 28, 2026, 8:00 AM')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('Selected: Sat, Nov 28, 2026, 8:00 AM–10:00 AM')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '8:00 AM–10:00 AM available on Sat, Nov 28, 2026 only' }),
  ).toBeVisible();
  // Undone and redone by keys.
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'Sat, Nov 28, 2026, 9:00 AM')).toHaveAccessibleName(/not available$/);
  await page.keyboard.press('Control+Shift+z');
  await expect(cell(page, 'Sat, Nov 28, 2026, 9:00 AM')).toHaveAccessibleName(/available \(override\)$/);
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the workspace now holds' })).toBeVisible();
  const after = await held(page, availability);
  expect(after.overrides.filter((o) => o.date === '2026-11-28')).toEqual([
    { date: '2026-11-28', periods: [expect.objectContaining({ start_time: '08:00 AM', end_time: '10:00 AM' })] },
  ]);
});

for (const width of [1280, 390]) {
  test(`axe finds nothing in light and dark at ${width} px; a phone opens on the day view with 44 px rows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { id } = await oliver(page);
    await page.goto(`/team-members/${id}/calendar?date=2026-11-24`);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: /Tue, Nov 24, 2026, 9:00 AM: available/ })).toBeVisible();
    if (width === 390) {
      await expect(grid.getByRole('columnheader')).toHaveCount(2);
      const box = await cell(page, 'Tue, Nov 24, 2026, 9:00 AM').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      for (const name of ['Today', '← Previous day', 'Next day →', 'Make available']) {
        const b = await page.getByRole('button', { name }).boundingBox();
        expect(b!.height, name).toBeGreaterThanOrEqual(44);
      }
    }
    await settled(page);
    await expectNoAxeViolationsLightAndDark(page);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a phone steps the days by buttons and by a sideways swipe on the day', async ({ page }) => {
    const { id } = await oliver(page);
    await page.goto(`/team-members/${id}/calendar?date=2026-11-24`);
    const grid = page.getByRole('grid', { name: /on Tue, Nov 24, 2026/ });
    await expect(grid).toBeVisible();
    await page.getByRole('button', { name: 'Next day →' }).click();
    await expect(page.getByRole('grid', { name: /on Wed, Nov 25, 2026/ })).toBeVisible();
    const box = (await page.getByRole('grid').boundingBox())!;
    const y = box.y + 200;
    const swipe = async (fromX: number, toX: number) => {
      const at = (x: number) => [{ identifier: 0, clientX: x, clientY: y }];
      await page.getByRole('grid').dispatchEvent('touchstart', { touches: at(fromX), changedTouches: at(fromX) });
      await page.getByRole('grid').dispatchEvent('touchend', { touches: [], changedTouches: at(toX) });
    };
    // Right to left: the next day; left to right: back.
    await swipe(box.x + 300, box.x + 80);
    await expect(page.getByRole('grid', { name: /on Thu, Nov 26, 2026/ })).toBeVisible();
    await expect(page).toHaveURL(/date=2026-11-26/);
    await swipe(box.x + 80, box.x + 300);
    await expect(page.getByRole('grid', { name: /on Wed, Nov 25, 2026/ })).toBeVisible();
  });
});

test('getting to a date: typed, Today, a week on by Page Down, and Back', async ({ page }) => {
  const { id } = await oliver(page);
  await page.goto(`/team-members/${id}/calendar`);
  await expect(page.getByRole('grid', { name: /from Sun, Nov 22, 2026 to Sat, Nov 28, 2026/ })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Go to date' });
  await field.fill('2027-03-14');
  await field.press('Enter');
  await expect(page).toHaveURL(/date=2027-03-14/);
  await expect(page.getByRole('grid', { name: /from Sun, Mar 14, 2027 to Sat, Mar 20, 2027/ })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Clock change this week: America/New_York');
  // Enter in the field went to the date and saved nothing.
  await expect(page.getByRole('region', { name: 'What saving will change' })).toContainText('No changes yet');

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/date=2026-11-24/);
  await cell(page, 'Tue, Nov 24, 2026, 8:00 AM').focus();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/date=2026-12-01/);
  await expect(cell(page, 'Tue, Dec 1, 2026, 8:00 AM')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/date=2026-11-24/);
  await expect(page.getByRole('grid', { name: /from Sun, Nov 22, 2026/ })).toBeVisible();
});
