import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolationsLightAndDark,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  sandboxGet,
  tabTo,
  test,
} from './fixtures';

// Editing an existing availability in place: the difference before saving, a change made by someone
// else between load and save shown instead of overwritten, the read-back, revert from Activity, and
// a workspace without the availability reads.

const EMAIL = 'priya.raghunathan@example.com';
const nineToFive = (wday: string) => ({ wday, start_time: '09:00 AM', end_time: '05:00 PM' });

interface Held {
  availability: {
    id: string;
    periods: { wday: string; start_time: string; end_time: string }[];
    overrides: { date: string; periods: unknown[] }[];
  };
}

/** Priya's default availability, set through the API to Mon and Tue 9–5 with no overrides. */
async function arrange(page: Page, email = EMAIL): Promise<string> {
  const list = await sandboxGet<{ availabilities: { id: string; default?: boolean }[] }>(
    page,
    `/v1/availabilities/team_member?email=${email}`,
  );
  const id = (list.availabilities.find((a) => a.default) ?? list.availabilities[0])!.id;
  const now = await sandboxGet<Held>(page, `/v2/availabilities/${id}`);
  await patchDirectly(page, id, {
    periods: [nineToFive('monday'), nineToFive('tuesday')],
    overrides: now.availability.overrides.map((o) => ({ date: o.date })),
  });
  return id;
}

/** Someone else's save, straight to the workspace: the other side of the wire. */
async function patchDirectly(page: Page, id: string, body: unknown) {
  const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: body,
  });
  expect(res.ok()).toBe(true);
}

const held = async (page: Page, id: string) => (await sandboxGet<Held>(page, `/v2/availabilities/${id}`)).availability;
const patchesFromApp = async (page: Page) => {
  const res = await page.request.get('/sandbox/demo/__sandbox/requests');
  const body = (await res.json()) as { requests: { method: string; path: string; body?: unknown }[] };
  return body.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/availabilities/'));
};
const pending = (page: Page) => page.getByRole('region', { name: 'What saving will change' });

/** Tuesday 9–5 becomes 9–12 and 1–5, typed in the range list. */
async function splitTuesday(page: Page) {
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await expect(to).toHaveValue('5:00 PM');
  await to.fill('12:00 PM');
  await to.press('Enter');
  await page.getByRole('button', { name: 'Add a range to Tuesday' }).click();
  await page.getByRole('textbox', { name: 'Tuesday, range 2, from' }).fill('1:00 PM');
  const to2 = page.getByRole('textbox', { name: 'Tuesday, range 2, to' });
  await to2.fill('5:00 PM');
  await to2.press('Enter');
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*9:00 AM–12:00 PM, 1:00 PM–5:00 PM/,
  ]);
}

/** Replaces the focused field's text as a person would: select it all, type, Enter to commit. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Presses `key` until `target` has focus: the arrow keys within a day of the list (at most 10). */
async function arrowTo(page: Page, target: Locator, key: 'ArrowRight' | 'ArrowLeft') {
  for (let i = 0; i < 10; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** splitTuesday by keyboard alone: Tab to Tuesday (one stop a day), the arrow keys within it. */
async function splitTuesdayByKeyboard(page: Page) {
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await expect(to).toHaveValue('5:00 PM');
  await tabTo(page, page.getByRole('switch', { name: 'Tuesday' }));
  await arrowTo(page, to, 'ArrowRight');
  await retype(page, '12:00 PM');
  await arrowTo(page, page.getByRole('button', { name: 'Add a range to Tuesday' }), 'ArrowRight');
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('textbox', { name: 'Tuesday, range 2, from' }), 'ArrowLeft');
  await retype(page, '1:00 PM');
  await arrowTo(page, page.getByRole('textbox', { name: 'Tuesday, range 2, to' }), 'ArrowRight');
  await retype(page, '5:00 PM');
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*9:00 AM–12:00 PM, 1:00 PM–5:00 PM/,
  ]);
}

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

test('a change saved by someone else between load and save is shown, nothing is overwritten until the admin chooses', async ({
  page,
}) => {
  const id = await arrange(page);
  await page.goto(`/availabilities/${id}`);
  await splitTuesday(page);
  await patchDirectly(page, id, {
    periods: [{ wday: 'monday', start_time: '08:00 AM', end_time: '04:00 PM' }, nineToFive('tuesday')],
  });
  const before = (await patchesFromApp(page)).length;

  // Saved by keyboard: Tab to the button, Enter.
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  const conflict = page.getByRole('alert').filter({ hasText: 'This availability changed since you opened it' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('region', { name: 'Their change' })).toContainText('Monday');
  await expect(conflict.getByRole('region', { name: 'Your change' })).toContainText('Tuesday');
  await expect(conflict.getByRole('region', { name: 'Saving yours over theirs would change' })).toContainText(
    '8:00 AM–4:00 PM',
  );
  expect(await patchesFromApp(page)).toHaveLength(before);
  expect((await held(page, id)).periods).toEqual(
    expect.arrayContaining([expect.objectContaining({ wday: 'monday', start_time: '08:00 AM' })]),
  );

  await conflict.getByRole('button', { name: 'Use theirs and reapply my changes' }).press('Enter');
  await expect(conflict).toBeHidden();
  await expect(pending(page).getByRole('listitem')).toHaveCount(1);
  expect(await patchesFromApp(page)).toHaveLength(before);
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(
    page.getByText(/Saved: the workspace now holds Mon 8:00 AM–4:00 PM; Tue 9:00 AM–12:00 PM, 1:00 PM–5:00 PM/),
  ).toBeVisible();
  const periods = (await held(page, id)).periods.map((p) => `${p.wday} ${p.start_time}-${p.end_time}`);
  expect(periods).toEqual(['monday 08:00 AM-04:00 PM', 'tuesday 09:00 AM-12:00 PM', 'tuesday 01:00 PM-05:00 PM']);
});

test('a plain edit by keyboard: the difference before saving, Ctrl+S, one PATCH with only the changed date, the read-back; then revert from Activity', async ({
  page,
}) => {
  const id = await arrange(page);
  await page.goto(`/availabilities/${id}`);
  await splitTuesdayByKeyboard(page);
  // Dec 25 of the coming year's December, picked in the calendar by keyboard and marked unavailable:
  // Enter on "Next month" until December shows, Tab into the month (one day is its tab stop),
  // arrows to the 25th, Space to pick it, Tab to "Not available", Enter.
  const now = journeyNow();
  const year = now.getMonth() === 11 && now.getDate() > 25 ? now.getFullYear() + 1 : now.getFullYear();
  const dayName = `25 December ${year}`;
  const day25 = page.getByRole('button', { name: dayName, exact: true });
  const next = page.getByRole('button', { name: 'Next month' });
  await tabTo(page, next);
  for (let i = 0; i < 14 && !(await day25.isVisible()); i++) await page.keyboard.press('Enter');
  await expect(day25).toBeVisible();
  await page.keyboard.press('Tab');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(await focusedDay()).toMatch(new RegExp(`^\\d+ December ${year}$`));
  for (let i = 0; i < 31 && (await focusedDay()) !== dayName; i++) await page.keyboard.press('ArrowRight');
  await expect(day25).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`Dec 25, ${year} picked\\.$`))).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Not available', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pending(page).getByRole('listitem').nth(1)).toHaveText(/Dec 25\s*New\s*unavailable/);
  await expect(page.getByRole('button', { name: `${dayName}, has an override` })).toBeVisible();

  await page.getByRole('textbox', { name: 'Tuesday, range 2, to' }).focus();
  await page.keyboard.press('Control+s');
  await expect(
    page.getByText(
      /Saved: the workspace now holds Mon 9:00 AM–5:00 PM; Tue 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Dec 25 unavailable/,
    ),
  ).toBeVisible();
  const sent = await patchesFromApp(page);
  expect(sent).toHaveLength(2);
  expect(sent.at(-1)!.body).toEqual({
    periods: [
      nineToFive('monday'),
      { wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' },
      { wday: 'tuesday', start_time: '01:00 PM', end_time: '05:00 PM' },
    ],
    overrides: [{ date: `${year}-12-25`, periods: [] }],
  });
  await expect(pending(page)).toContainText('No changes yet');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).press('Enter');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Tue 9:00 AM–5:00 PM → 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Dec 25 unavailable, new' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Revert/ }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revert this change?' });
  const undoing = dialog.getByRole('region', { name: 'Reverting will change' });
  await expect(undoing.getByRole('listitem')).toHaveText([
    /Tuesday\s*9:00 AM–12:00 PM, 1:00 PM–5:00 PM\s*→\s*becomes\s*9:00 AM–5:00 PM/,
    /Dec 25\s*Removed/,
  ]);
  await dialog.getByRole('button', { name: 'Revert', exact: true }).press('Enter');
  await expect(
    dialog.getByText(/Reverted: the workspace now holds Mon 9:00 AM–5:00 PM; Tue 9:00 AM–5:00 PM/),
  ).toBeVisible();
  const after = await held(page, id);
  expect(after.overrides.find((o) => o.date === `${year}-12-25`)).toBeUndefined();
  expect((await patchesFromApp(page)).at(-1)!.body).toMatchObject({ overrides: [{ date: `${year}-12-25` }] });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().press('Enter');
  await expect(page.getByRole('row').filter({ hasText: /^.*Revert: Tue/ })).toHaveCount(1);
});

test('a reload keeps the unsaved change while the availability is unchanged', async ({ page }) => {
  const id = await arrange(page);
  await page.goto(`/availabilities/${id}`);
  await splitTuesday(page);
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*9:00 AM–12:00 PM, 1:00 PM–5:00 PM/,
  ]);
});

test('a draft of hours changed since is never restored: both versions and the draft side by side, and my changes applied onto theirs', async ({
  page,
}) => {
  const id = await arrange(page);
  await page.goto(`/availabilities/${id}`);
  await splitTuesday(page);
  await patchDirectly(page, id, { periods: [nineToFive('monday'), nineToFive('tuesday'), nineToFive('friday')] });
  await page.reload();
  const stale = page.getByRole('alert').filter({ hasText: 'Your draft was made on hours that have changed since' });
  await expect(stale).toBeVisible();
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  await expect(stale.getByRole('region', { name: 'What the workspace holds now' })).toContainText(
    'Fri 9:00 AM–5:00 PM',
  );
  await expect(stale.getByRole('region', { name: 'What your draft started from' })).not.toContainText('Fri');
  await expect(stale.getByRole('region', { name: 'Your draft', exact: true })).toContainText(
    'Tue 9:00 AM–12:00 PM, 1:00 PM–5:00 PM',
  );
  const before = (await patchesFromApp(page)).length;
  await stale.getByRole('button', { name: 'Apply my changes onto theirs' }).click();
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*9:00 AM–12:00 PM, 1:00 PM–5:00 PM/,
  ]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(
      /Saved: the workspace now holds Mon 9:00 AM–5:00 PM; Tue 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Fri 9:00 AM–5:00 PM/,
    ),
  ).toBeVisible();
  const sent = await patchesFromApp(page);
  expect(sent).toHaveLength(before + 1);
  expect(sent.at(-1)!.body).toEqual({
    periods: [
      nineToFive('monday'),
      { wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' },
      { wday: 'tuesday', start_time: '01:00 PM', end_time: '05:00 PM' },
      nineToFive('friday'),
    ],
  });
});

test('hours meant in another zone: the reinterpretation is shown before anything is sent, and what is sent is what the summary says', async ({
  page,
}) => {
  const id = await arrange(page, 'oliver.smith@example.com');
  const before = (await patchesFromApp(page)).length;
  await page.goto(`/availabilities/${id}`);
  // "Show in" only changes the display: nothing to save.
  const showIn = page.getByRole('combobox', { name: 'Show in' });
  await expect(showIn).toHaveValue(/America\/New_York/);
  await showIn.click();
  await showIn.fill('London');
  await page.getByRole('option', { name: /Europe\/London/ }).click();
  await expect(page.getByRole('textbox', { name: 'Monday, range 1, from' })).toHaveValue('2:00 PM');
  await expect(pending(page)).toContainText('No changes yet');
  // "These hours are in" Kolkata, keeping the clock times: 2–10 PM Kolkata is 3:30–11:30 AM New York in winter.
  await page.getByRole('button', { name: 'These hours are in another zone…' }).click();
  const ask = page.getByRole('region', { name: 'These hours are in another zone' });
  const zone = ask.getByRole('combobox', { name: 'These hours are in' });
  await zone.click();
  await zone.fill('Kolkata');
  await page.getByRole('option', { name: /Kolkata/ }).click();
  await expect(ask.getByRole('status')).toContainText(
    'Monday 2:00 PM–10:00 PM Europe/London becomes Monday 2:00 PM–10:00 PM Asia/Kolkata: other moments',
  );
  await expect(ask.getByRole('status')).toContainText(
    'Monday 3:30 AM–11:30 AM; Tuesday 3:30 AM–11:30 AM (America/New_York)',
  );
  expect(await patchesFromApp(page)).toHaveLength(before);
  await ask.getByRole('button', { name: 'Apply to the grid' }).click();
  await expect(showIn).toHaveValue(/Asia\/Kolkata/);
  await expect(pending(page)).toContainText(
    'Monday 2:00 PM–10:00 PM Europe/London becomes Monday 2:00 PM–10:00 PM Asia/Kolkata: other moments',
  );
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Monday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*3:30 AM–11:30 AM/,
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*3:30 AM–11:30 AM/,
  ]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Saved: the workspace now holds Mon 3:30 AM–11:30 AM; Tue 3:30 AM–11:30 AM.'),
  ).toBeVisible();
  const sent = await patchesFromApp(page);
  expect(sent).toHaveLength(before + 1);
  expect(sent.at(-1)!.body).toEqual({
    periods: [
      { wday: 'monday', start_time: '03:30 AM', end_time: '11:30 AM' },
      { wday: 'tuesday', start_time: '03:30 AM', end_time: '11:30 AM' },
    ],
  });
});

test('the stale-draft story: a zone change drafted, the hours changed elsewhere, reopened: nothing restored silently, and overwriting sends what the page shows', async ({
  page,
}) => {
  const id = await arrange(page, 'oliver.smith@example.com');
  await page.goto(`/availabilities/${id}`);
  await page.getByRole('button', { name: 'These hours are in another zone…' }).click();
  const ask = page.getByRole('region', { name: 'These hours are in another zone' });
  const zone = ask.getByRole('combobox', { name: 'These hours are in' });
  await zone.click();
  await zone.fill('London');
  await page.getByRole('option', { name: /Europe\/London/ }).click();
  await ask.getByRole('button', { name: 'Apply to the grid' }).click();
  await expect(pending(page).getByRole('listitem')).toHaveText([
    /Monday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*4:00 AM–12:00 PM/,
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*4:00 AM–12:00 PM/,
  ]);
  await page.goto('/');
  await patchDirectly(page, id, {
    periods: [{ wday: 'monday', start_time: '08:00 AM', end_time: '12:00 PM' }, nineToFive('tuesday')],
  });
  const before = (await patchesFromApp(page)).length;
  await page.goto(`/availabilities/${id}`);
  const stale = page.getByRole('alert').filter({ hasText: 'Your draft was made on hours that have changed since' });
  await expect(stale).toBeVisible();
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  await expect(stale.getByRole('region', { name: 'Changed in the workspace since' })).toContainText(
    /Monday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*8:00 AM–12:00 PM/,
  );
  await stale.getByRole('button', { name: 'Use my draft over theirs' }).click();
  const lines = [
    /Monday\s*8:00 AM–12:00 PM\s*→\s*becomes\s*4:00 AM–12:00 PM/,
    /Tuesday\s*9:00 AM–5:00 PM\s*→\s*becomes\s*4:00 AM–12:00 PM/,
  ];
  await expect(pending(page).getByRole('listitem')).toHaveText(lines);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Saved: the workspace now holds Mon 4:00 AM–12:00 PM; Tue 4:00 AM–12:00 PM.'),
  ).toBeVisible();
  const sent = await patchesFromApp(page);
  expect(sent).toHaveLength(before + 1);
  expect(sent.at(-1)!.body).toEqual({
    periods: [
      { wday: 'monday', start_time: '04:00 AM', end_time: '12:00 PM' },
      { wday: 'tuesday', start_time: '04:00 AM', end_time: '12:00 PM' },
    ],
  });
});

test('a workspace without the availability reads says so in one sentence and links to creating one', async ({
  page,
  resetSandbox,
}) => {
  const id = await arrange(page);
  await resetSandbox({ capabilities: { availabilityReads: false } });
  await page.goto(`/availabilities/${id}`);
  await expect(
    page.getByText('This workspace does not let Slotboard read availabilities', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'create a new availability' }).click();
  await expect(page).toHaveURL(/\/availabilities\/new$/);
});

test('an availability that no longer exists says so, with a way back', async ({ page }) => {
  await page.goto('/availabilities/no-such-availability');
  await expect(page.getByRole('alert').filter({ hasText: 'This availability no longer exists' })).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: 'Back to availabilities' }).click();
  await expect(page).toHaveURL(/\/availabilities$/);
});

test('axe finds no violation on the edit page, with a difference and with a conflict, light and dark', async ({
  page,
}) => {
  const id = await arrange(page);
  await page.goto(`/availabilities/${id}`);
  await splitTuesday(page);
  await expectNoAxeViolationsLightAndDark(page);
  await patchDirectly(page, id, { periods: [nineToFive('wednesday')] });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed since you opened it' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});
