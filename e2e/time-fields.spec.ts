import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, journeyNow, pinBrowserClock, sandboxGet, test } from './fixtures';

// The app's own time and date fields: the clock chosen in Settings decides what they show and the
// examples they give; either clock's form may be typed; nothing is filled in on Enter.

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const CLOCKS = [
  { clock: '12-hour (2:30 PM)', example: '2:30 PM', other: '13:00', shown: '1:00 PM', until: '2:00 PM' },
  { clock: '24-hour (14:30)', example: '14:30', other: '1:00 PM', shown: '13:00', until: '14:00' },
] as const;

async function chooseClock(page: Page, clock: string) {
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Clock' }).click();
  await page.getByRole('option', { name: clock }).click();
  await expect(page.getByRole('combobox', { name: 'Clock' })).toHaveValue(clock);
}

/** A one-on-one link's bookable times next month, a date picked: the "why not" field is there. */
async function openWhyNot(page: Page) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string; kind: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=30',
  );
  const link = meetings.find((m) => m.kind === 'one_on_one')!;
  const now = journeyNow();
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const month = ((now.getUTCMonth() + 1) % 12) + 1;
  await page.goto(`/meetings/${link.sid}/slots?month=${year}-${String(month).padStart(2, '0')}&zone=UTC`);
  const grid = page.getByRole('table', { name: /^Bookable times in / });
  await grid.getByRole('button', { name: new RegExp(` 15, ${year}: `) }).click();
  return page.getByLabel(/^Time on .* \(UTC\)$/);
}

for (const c of CLOCKS) {
  test(`on the ${c.clock} clock, the why-not time reads both forms and says junk in the chosen one`, async ({
    page,
  }) => {
    await chooseClock(page, c.clock);
    const time = await openWhyNot(page);
    await expect(time).toHaveAccessibleDescription(`Like ${c.example}`);

    await time.fill('25:99');
    await time.press('Enter');
    await expect(time).toHaveValue('25:99');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(
      new RegExp(`“25:99” is not a time of day: write one like ${c.example}\\.`),
    );

    // The other clock's form, confirmed with Enter: read as typed, never replaced by the time now.
    await time.fill(c.other);
    await time.press('Enter');
    await expect(page.getByRole('heading', { level: 4 })).toHaveText(new RegExp(`^${c.shown} on `));
    await expect(time).not.toHaveAttribute('aria-invalid', 'true');
    // Bare digits, as typed on a number pad.
    await time.fill('1300');
    await time.blur();
    await expect(time).toHaveValue(c.shown);
    await expectNoAxeViolationsLightAndDark(page);
  });

  test(`on the ${c.clock} clock, a holiday's custom hours read both forms and are previewed on it`, async ({
    page,
  }) => {
    await chooseClock(page, c.clock);
    await page.goto('/availabilities');
    await expect(page.getByRole('grid', { name: 'Team members' }).getByRole('rowgroup').first()).toBeVisible();
    await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('grid', { name: 'Team members' }).getByRole('checkbox').first().check();
    const year = journeyNow().getUTCFullYear();
    const date = page.getByLabel('First date');
    await date.fill(`${year}-12-31`);
    await date.blur();
    await expect(date).toHaveValue(`Dec 31, ${year}`);
    await page.getByRole('radio', { name: 'Available only during custom hours' }).check();

    const from = page.getByLabel('From', { exact: true });
    const until = page.getByLabel('Until', { exact: true });
    // The hours a new line starts with are written on the chosen clock too.
    await expect(from).toHaveValue(c.clock.startsWith('12') ? '10:00 AM' : '10:00');
    await expect(until).toHaveValue(c.until);
    await expect(from).toHaveAccessibleDescription(`Like ${c.clock.startsWith('12') ? '10:00 AM' : '10:00'}`);
    await from.fill('25:99');
    await from.blur();
    await expect(from).toHaveAccessibleDescription(
      new RegExp(`“25:99” is not a time of day: write one like ${c.clock.startsWith('12') ? '10:00 AM' : '10:00'}\\.`),
    );
    await from.fill('1000');
    await from.blur();
    await expect(from).toHaveValue(c.clock.startsWith('12') ? '10:00 AM' : '10:00');
    await until.fill(c.clock.startsWith('12') ? '14:00' : '2pm');
    await until.blur();
    await expect(until).toHaveValue(c.until);
    await expectNoAxeViolationsLightAndDark(page);

    await page.getByRole('button', { name: 'Preview the change to 1 availability' }).click();
    const hours = c.clock.startsWith('12') ? '10:00 AM–2:00 PM' : '10:00–14:00';
    await expect(page.getByRole('cell', { name: new RegExp(`Dec 31 ${hours}`) })).toBeVisible();
  });
}
