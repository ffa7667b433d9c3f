import { expect, journeyNow, memberAvailabilities, pinBrowserClock, test } from './fixtures';
import { Keys } from './keys';

// Three everyday jobs done by keyboard alone, each key press counted except the characters typed:
// renaming a member from the Team members list, a new availability with one day's range, and
// holidays for the whole team. Each journey starts on another screen with focus on the main menu's
// link, as an admin who has just tabbed there; choosing the screen is its first press.

// Rename: 13 since the team list's "Add members" became a stop between the menu and its search box;
// holidays: 22 since where the dates come from and the exceptions per member are a stop each before Preview;
// availability: 18 since each day of the ranges list is one Tab stop, its fields reached by the arrow keys.
const TARGETS = { rename: 13, availability: 18, holidays: 22 };

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

test('renaming a member, a new availability with Tuesday 1–3 PM and holidays for the whole team: key presses counted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const counts: Record<keyof typeof TARGETS, number> = { rename: 0, availability: 0, holidays: 0 };
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links' })).toBeVisible();

  // (a) Priya Raghunathan becomes Priyanka, from the Team members list.
  let keys = new Keys(page);
  await keys.choose('Team members', 'Team members');
  await keys.tabTo(
    page.getByRole('searchbox', { name: 'Name or email' }).or(page.getByRole('textbox', { name: 'Name or email' })),
  );
  await keys.type('priya');
  await expect(page.getByRole('link', { name: 'Amara Okafor' })).toHaveCount(0);
  await keys.tabTo(page.getByRole('link', { name: 'Priya Raghunathan', exact: true }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raghunathan' })).toBeFocused();
  await keys.tabTo(page.getByRole('textbox', { name: 'First name' }));
  await keys.press('ControlOrMeta+a');
  await keys.type('Priyanka');
  await keys.press('ControlOrMeta+s');
  await expect(page.getByText('Priyanka Raghunathan: first name saved')).toBeVisible();
  counts.rename = keys.count;

  // (b) A new availability for Oliver, found by his name: Tuesday 1:00 to 3:00 PM.
  keys = new Keys(page);
  await keys.choose('New availability', 'New availability');
  const member = page.getByRole('combobox', { name: 'Team member email' });
  await keys.tabTo(member);
  await keys.type('oliv');
  // The suggestions open with the arrow keys and find members by name.
  await keys.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Oliver Smith/ })).toBeVisible();
  await keys.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Team members' })).toBeHidden();
  await expect(member).toBeFocused();
  await keys.tabTo(page.getByRole('textbox', { name: 'Name', exact: true }));
  await keys.type('Tuesday afternoons');
  // Each day of the list is one Tab stop; the arrow keys move within it.
  await keys.tabTo(page.getByRole('switch', { name: 'Tuesday' }));
  await keys.press('Space');
  await keys.arrowTo(page.getByRole('textbox', { name: 'Tuesday, range 1, from' }));
  await keys.type('1:00 PM');
  await keys.arrowTo(page.getByRole('textbox', { name: 'Tuesday, range 1, to' }));
  await keys.press('ControlOrMeta+a');
  await keys.type('3:00 PM');
  await keys.press('ControlOrMeta+s');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability created' })).toBeFocused();
  counts.availability = keys.count;
  const availabilities = await memberAvailabilities(page, 'oliver.smith@example.com');
  const created = availabilities.find((a) => a.name === 'Tuesday afternoons');
  expect(created?.periods.map((p) => [p.wday, p.start_time, p.end_time])).toEqual([
    ['tuesday', '01:00 PM', '03:00 PM'],
  ]);

  // (c) Holidays on the next Dec 25 and 26 for every member's default availability.
  keys = new Keys(page);
  await keys.choose('Team availability', 'Team availability');
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await keys.tabTo(page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }));
  await keys.press('Enter');
  await expect(page.getByText(/\d+ availabilities picked/)).toBeVisible();
  const now = journeyNow();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  await keys.tabTo(page.getByLabel('First date'));
  await keys.type(`${year}-12-25`);
  await keys.tabTo(page.getByLabel('Last date'));
  await keys.type(`${year}-12-26`);
  await keys.tabTo(page.getByRole('button', { name: /^Preview the change to \d+ availabilities$/ }));
  await keys.press('Enter');
  const run = page.getByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ });
  await keys.tabTo(run.getByRole('button', { name: /^Apply to \d+ availabilities$/ }));
  await keys.press('Enter');
  await expect(run.getByRole('status')).toContainText(/(\d+) of \1 availabilities done/, { timeout: 30_000 });
  counts.holidays = keys.count;

  console.log(`Key presses (characters typed not counted): ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'key-counts', description: JSON.stringify(counts) });
  for (const job of Object.keys(TARGETS) as (keyof typeof TARGETS)[])
    expect(counts[job], job).toBeLessThanOrEqual(TARGETS[job]);
});
