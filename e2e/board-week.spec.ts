import { expect, test } from './fixtures';

// A chosen week on the team timeline, in a zone of the admin's choosing, date by date. Oliver Smith
// works 9 AM–5 PM in New York: seen from London that is 2 PM–10 PM on Monday 8 March 2027 and 1 PM–9 PM
// a week later, once the US has changed its clocks (14 March) and the UK not yet (28 March). The
// browser's clock is left alone: the week comes from the address and the Next week button.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('a DST week on the timeline in London: each date with its own offset, named for a screen reader, moved by keyboard', async ({
  page,
}) => {
  await page.goto('/availabilities?week=2027-03-10&view=Europe%2FLondon&q=Oliver');
  // The browser speaks American English: weeks start on Sunday, the clock has 12 hours.
  await expect(page.getByText('Week of Mar 7, 2027')).toBeVisible();
  const oliver = page.getByRole('grid', { name: 'Team members' }).getByRole('rowgroup', { name: 'Oliver Smith' });
  // Each date of the row is a link to the member's calendar, named with its hours.
  const day = (label: string) => oliver.getByRole('link', { name: new RegExp(`^Oliver Smith: ${label} `) }).first();
  await expect(day('Mon Mar 8')).toHaveAccessibleName('Oliver Smith: Mon Mar 8 2:00 PM–10:00 PM');
  await expect(day('Sun Mar 7')).toHaveAccessibleName('Oliver Smith: Sun Mar 7 unavailable');
  await expect(day('Sat Mar 13')).toHaveAccessibleName('Oliver Smith: Sat Mar 13 unavailable');

  const next = page.getByRole('button', { name: 'Next week' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Week of Mar 14, 2027')).toBeVisible();
  await expect(page).toHaveURL(/week=2027-03-14/);
  await expect(day('Mon Mar 15')).toHaveAccessibleName('Oliver Smith: Mon Mar 15 1:00 PM–9:00 PM');
  await expect(page.getByRole('region', { name: /^Coverage: .*Europe\/London/ })).toContainText(
    /No one covers all of Sun Mar 14; all of Sat Mar 20/,
  );
});
