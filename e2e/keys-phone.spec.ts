import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, pinBrowserClock, seededRecords, test } from './fixtures';
import { Keys } from './keys';
import { smallTargets } from './target-sizes';

// The weekly editor by keyboard, and a link's hours on a phone. Each day of the list of ranges is one
// Tab stop (the arrow keys move within it), and the presets and undo are one more, so the override
// calendar below the week is a few Tabs away rather than forty. On a touch screen every action is
// at least 44 px tall, and the keyboard's help is not shown.

// The override calendar from "Weekdays 9–5" (the calendar's first control, and its month's day).
const TABS_TO_CALENDAR = 10;
const TABS_TO_CALENDAR_DAY = 13;
// The whole of a new availability with one date override, every key but the characters typed.
const KEYS_NEW_WITH_OVERRIDE = 30;

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

test('a new availability with one date override by keyboard alone: the calendar a few Tabs past the week, keys counted', async ({
  page,
}) => {
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/availabilities')) posts.push(r.postDataJSON());
  });
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links' })).toBeVisible();
  const keys = new Keys(page);
  await keys.choose('New availability', 'New availability');
  const member = page.getByRole('combobox', { name: 'Team member email' });
  await keys.tabTo(member);
  await keys.type('oliv');
  await keys.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Oliver Smith/ })).toBeVisible();
  await keys.press('Enter');
  await expect(member).toBeFocused();
  await keys.tabTo(page.getByRole('textbox', { name: 'Name', exact: true }));
  await keys.type('Weekdays, off on the 26th');
  await keys.tabTo(page.getByRole('button', { name: 'Weekdays 9–5' }));
  await keys.press('Enter');
  await expect(page.getByRole('switch', { name: 'Monday' })).toBeChecked();

  // From the preset to the calendar: the toolbar, the cell size, the grid and one stop a day.
  const before = keys.count;
  await keys.tabTo(page.getByRole('radiogroup', { name: 'How to pick dates' }));
  const toCalendar = keys.count - before;
  // The month's one Tab stop is today, the 24th.
  await keys.tabTo(page.getByRole('button', { name: '24 November 2026', exact: true }));
  const toDay = keys.count - before;
  const day = page.getByRole('button', { name: '26 November 2026', exact: true });
  // Two days on.
  await keys.arrowTo(day, 'ArrowRight', 5);
  await keys.press('Space');
  await expect(page.getByText(/^Thu, Nov 26(, 2026)? picked\.$/)).toBeVisible();
  await keys.tabTo(page.getByRole('button', { name: 'Not available', exact: true }));
  await keys.press('Enter');
  await expect(page.getByRole('list', { name: 'Overrides' }).getByRole('listitem')).toHaveCount(1);
  await keys.press('ControlOrMeta+s');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability created' })).toBeFocused();

  const counts = { toCalendar, toDay, all: keys.count };
  console.log(`New availability with one override, keys: ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'key-counts', description: JSON.stringify(counts) });
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ name: 'Weekdays, off on the 26th', overrides: [{ date: '2026-11-26' }] });
  expect(toCalendar).toBeLessThanOrEqual(TABS_TO_CALENDAR);
  expect(toDay).toBeLessThanOrEqual(TABS_TO_CALENDAR_DAY);
  expect(keys.count).toBeLessThanOrEqual(KEYS_NEW_WITH_OVERRIDE);
});

test('within a day, the arrow keys: a field is left from its ends, Up and Down go from day to day, Tab leaves the day', async ({
  page,
}) => {
  await page.goto('/availabilities/new');
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  const monday = page.getByRole('switch', { name: 'Monday' });
  await monday.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Copy Monday to other days' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const from = page.getByRole('textbox', { name: 'Monday, range 1, from' });
  await expect(from).toBeFocused();
  // Arrived at, the field's text is chosen, to be typed over; once the caret is in it, it moves the caret.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(from).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const to = page.getByRole('textbox', { name: 'Monday, range 1, to' });
  await expect(to).toBeFocused();
  // The day remembers where it was left: Tab goes on to Tuesday, Shift+Tab comes back to Monday's "to".
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Tuesday' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('switch', { name: 'Wednesday' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+Tab');
  await expect(to).toBeFocused();
  await page.keyboard.press('Home');
  await expect(to).toBeFocused();
  // The toolbar: one stop, its buttons by the arrow keys.
  const preset = page.getByRole('button', { name: 'Weekdays 9–5' });
  await preset.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).not.toMatch(/^(Undo|Redo|Weekdays 9–5)$/);
  await expectNoAxeViolationsLightAndDark(page);
});

test('a message shown when a field is left moves nothing below it: the first click on a radio lands', async ({
  page,
}) => {
  const { memberId } = await seededRecords(page);
  await page.goto(`/team-members/${memberId}`);
  const email = page.getByRole('textbox', { name: /Email/ });
  await expect(email).not.toHaveValue('');
  const radio = page.getByRole('radio', { name: 'Inactive' }).or(page.getByRole('switch', { name: /Active/ }));
  const top = async () => (await radio.first().boundingBox())!.y;
  const y = await top();
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('This is not an email address.')).toBeVisible();
  expect(await top()).toBe(y);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a link’s weekly hours: every action at least 44 px tall, the keyboard’s help hidden', async ({ page }) => {
    const { sid } = await seededRecords(page);
    await page.goto(`/meetings/${sid}/availability`);
    await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
    const main = page.locator('main');
    await expect(main.getByRole('switch', { name: 'Monday' })).toBeChecked();
    const short = await main.evaluate((root) => {
      const tapped = (el: Element) =>
        el instanceof HTMLInputElement
          ? (el.closest('.mantine-Switch-body, .mantine-Radio-body, .mantine-Checkbox-body') ?? el)
          : el;
      return [...root.querySelectorAll('button, [role="switch"], input[type="radio"], input[type="checkbox"]')]
        .filter((el) => !el.closest('[role="grid"]') && !(el as HTMLButtonElement).disabled)
        .map((el) => ({
          name: el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName,
          box: tapped(el).getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && box.height < 43.5)
        .map(({ name, box }) => `${name}: ${Math.round(box.height)} px`);
    });
    expect(short).toEqual([]);
    await expect(page.getByText(/Arrow keys move\./)).toBeHidden();
    await expect(page.getByText('Drag to paint; start on an available cell to erase.', { exact: false })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await expectNoAxeViolationsLightAndDark(page);
  });
});
