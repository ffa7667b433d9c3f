// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { rangesText } from '@/domain/calendar/zone-shift';
import { dayAndMonth } from '@/lib/time/display';
import { wallClock } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import { HolidaysForm, type RunSource } from './holidays-form';
import type { Picked } from './selection';

// The holiday form with public holidays as its source, on its own: each member's place guessed
// from their zone, a place's days ticked, exceptions per member, and what Preview hands the run.

const TODAY = '2026-12-07';
const availability = (id: string): Availability => ({
  id,
  sid: id,
  name: 'Working hours',
  default: true,
  periods: [],
  overrides: [],
  user: null,
});
const member = (id: string, name: string, zone: string | null): Picked => ({
  member: { id, email: `${id}@example.com`, name, zone, availabilities: [] },
  availability: availability(`a-${id}`),
});
const PICKED = [
  member('sofia', 'Sofia Lindqvist', 'Europe/London'),
  member('hannah', 'Hannah Müller', 'Europe/Berlin'),
  member('amara', 'Amara Okafor', 'Africa/Lagos'),
  member('noah', 'Noah Cohen', 'America/Los_Angeles'),
];

function open(picked = PICKED) {
  const onPreview = vi.fn<(source: RunSource) => void>();
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <HolidaysForm
        workspaceId="ws"
        today={TODAY}
        basis="b"
        picked={picked}
        busy={false}
        applied={null}
        onPreview={onPreview}
        onStartNew={() => true}
      />
    </MantineProvider>,
  );
  return { user, onPreview };
}

const days = (source: RunSource, p: Picked) => source.daysFor(p)?.map((d) => d.date) ?? null;

afterEach(() => window.localStorage.clear());

describe('public holidays as a run’s dates', () => {
  it('guesses each member’s country from their zone, and gives each their own place’s ticked days', async () => {
    const { user, onPreview } = open();
    await user.click(screen.getByRole('radio', { name: 'Public holidays of each member’s country' }));
    const panel = await screen.findByRole('region', { name: 'Public holidays' }, { timeout: 20_000 });
    const places = within(panel).getByRole('table', { name: 'Each member’s place' });
    expect(within(places).getByRole('combobox', { name: 'Country for Amara Okafor' })).toHaveValue('NG');
    expect(within(places).getByRole('combobox', { name: 'Country for Amara Okafor' })).toHaveAccessibleDescription(
      'Guessed from Africa/Lagos',
    );
    expect(within(places).getByRole('combobox', { name: 'Country for Sofia Lindqvist' })).toHaveValue('GB');
    // Next year whole by default; here the Christmas of 2029.
    expect(within(panel).getByLabelText('From')).toHaveValue('Jan 1, 2027');
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2029-12-24' } });
    fireEvent.change(within(panel).getByLabelText('Until'), { target: { value: '2029-12-26' } });
    // Sofia's region: Scotland (its days differ from England's later in the year, not at Christmas).
    await user.selectOptions(within(places).getByRole('combobox', { name: 'Region for Sofia Lindqvist' }), 'SCT');
    const scotland = await within(panel).findByRole('region', { name: 'Holidays of United Kingdom, Scotland' });
    expect(scotland).toHaveTextContent('· 2 of 2 days ticked · for Sofia Lindqvist');
    // Germany: Christmas Eve is not a public holiday, so not ticked until the admin ticks it.
    const germany = within(panel).getByRole('region', { name: 'Holidays of Germany' });
    await user.click(within(germany).getByText('Germany'));
    const eve = within(germany).getByRole('checkbox', { name: /^Dec 24, 2029: Christmas Eve/ });
    expect(eve).not.toBeChecked();
    await user.click(eve);

    await user.click(screen.getByRole('button', { name: 'Preview the change to 4 availabilities' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
    const source = onPreview.mock.calls[0]![0];
    expect(source.title).toBe(
      'Public holidays of United Kingdom, Scotland; Germany; Nigeria; United States of America, 2029',
    );
    expect(days(source, PICKED[0]!)).toEqual(['2029-12-25', '2029-12-26']);
    expect(days(source, PICKED[1]!)).toEqual(['2029-12-24', '2029-12-25', '2029-12-26']);
    expect(days(source, PICKED[2]!)).toEqual(['2029-12-25', '2029-12-26']);
    expect(days(source, PICKED[3]!)).toEqual(['2029-12-25']);
    expect(source.daysFor(PICKED[0]!)!.every((d) => d.ranges === null)).toBe(true);
  }, 60_000);

  it('one member left out and one given dates of their own, in the same run; a bad own date is said there', async () => {
    const { user, onPreview } = open();
    await user.click(screen.getByRole('radio', { name: 'Public holidays of each member’s country' }));
    const panel = await screen.findByRole('region', { name: 'Public holidays' }, { timeout: 20_000 });
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2029-12-24' } });
    fireEvent.change(within(panel).getByLabelText('Until'), { target: { value: '2029-12-26' } });
    const summary = screen.getByText('Exceptions per member');
    await user.click(summary);
    const details = summary.closest('details')!;
    await user.selectOptions(within(details).getByRole('combobox', { name: 'For Noah Cohen · Working hours' }), 'out');
    await user.selectOptions(
      within(details).getByRole('combobox', { name: 'For Hannah Müller · Working hours' }),
      'own',
    );
    const own = within(details).getByRole('group', { name: 'Hannah Müller · Working hours: dates 1' });
    fireEvent.change(within(own).getByLabelText(/^First date/), { target: { value: '2020-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Preview the change to 4 availabilities' }));
    expect(onPreview).not.toHaveBeenCalled();
    expect(within(own).getByText('This date has passed; pick today or a later date.')).toBeInTheDocument();

    fireEvent.change(within(own).getByLabelText(/^First date/), { target: { value: '2029-12-27' } });
    await user.click(screen.getByRole('button', { name: 'Preview the change to 4 availabilities' }));
    await waitFor(() => expect(onPreview).toHaveBeenCalledTimes(1));
    const source = onPreview.mock.calls[0]![0];
    expect(source.title).toMatch(/, 2029 \(2 exceptions\)$/);
    expect(days(source, PICKED[1]!)).toEqual(['2029-12-27']);
    expect(days(source, PICKED[3]!)).toBeNull();
    expect(days(source, PICKED[0]!)).toEqual(['2029-12-25', '2029-12-26']);
  }, 60_000);

  it('asks for a country where a member’s zone names none, at the range', async () => {
    const { user, onPreview } = open([member('utc', 'Uma Tran', 'UTC'), ...PICKED.slice(0, 1)]);
    await user.click(screen.getByRole('radio', { name: 'Public holidays of each member’s country' }));
    const panel = await screen.findByRole('region', { name: 'Public holidays' }, { timeout: 20_000 });
    expect(within(panel).getByRole('combobox', { name: 'Country for Uma Tran' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Preview the change to 2 availabilities' }));
    expect(onPreview).not.toHaveBeenCalled();
    expect(within(panel).getByText('Choose a country for Uma Tran: their time zone names none.')).toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Country for Uma Tran' }), 'IE');
    await user.click(screen.getByRole('button', { name: 'Preview the change to 2 availabilities' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
    expect(onPreview.mock.calls[0]![0].title).toBe('Public holidays of Ireland; United Kingdom, 2027');
    // A group at once: everyone in Ireland, and the run says so.
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'One country for every member' }), 'IE');
    expect(within(panel).getByRole('combobox', { name: 'Country for Sofia Lindqvist' })).toHaveValue('IE');
    await user.click(screen.getByRole('button', { name: 'Preview the change to 2 availabilities' }));
    expect(onPreview.mock.calls[1]![0].title).toBe('Public holidays of Ireland, 2027');
  }, 60_000);
});

describe('a company calendar file as a run’s dates', () => {
  const ICS = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Slotboard tests//EN',
    'BEGIN:VEVENT',
    'UID:closure',
    'SUMMARY:Winter closure',
    'DTSTART;VALUE=DATE:20271227',
    'DTEND;VALUE=DATE:20271229',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:allhands',
    'SUMMARY:All hands',
    'DTSTART:20270105T130000Z',
    'DTEND:20270105T150000Z',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:gone',
    'SUMMARY:Offsite',
    'STATUS:CANCELLED',
    'DTSTART;VALUE=DATE:20270301',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const weekdays = (p: Picked): Picked => ({
    ...p,
    availability: {
      ...p.availability,
      periods: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((wday) => ({
        wday,
        start_time: '09:00 AM',
        end_time: '05:00 PM',
      })),
    },
  });

  it('reads the chosen file, shows its events and what is left out, and gives each member their own hours around a block', async () => {
    const picked = [weekdays(PICKED[0]!), weekdays(PICKED[3]!)];
    const { user, onPreview } = open(picked);
    await user.click(screen.getByRole('radio', { name: 'A company calendar file (.ics)' }));
    const panel = await screen.findByRole('region', { name: 'Calendar file' }, { timeout: 20_000 });
    await user.upload(
      within(panel).getByLabelText('Calendar file (.ics)'),
      new File([ICS], 'closures.ics', { type: 'text/calendar' }),
    );
    const events = await within(panel).findByRole('list', { name: 'Events read from the file' });
    const zone = browserZone();
    const at = (iso: string) => wallClock(Date.parse(iso), zone);
    const [start, end] = [at('2027-01-05T13:00:00Z'), at('2027-01-05T15:00:00Z')];
    const allHandsDay = dayAndMonth(start.date);
    const allHandsHours = rangesText([{ start: start.minutes, end: end.date === start.date ? end.minutes : 1440 }]);
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Winter closure: Dec 27–Dec 28, 2027, all day',
      // Shown in the browser's zone: 13:00 UTC is already Jan 6 east of UTC+11.
      `All hands: ${allHandsDay}, 2027 ${allHandsHours} (${zone}), taken out of each member’s hours`,
    ]);
    expect(within(panel).getByRole('list', { name: 'Events left out' })).toHaveTextContent('Offsite: it is cancelled');

    await user.click(screen.getByRole('button', { name: 'Preview the change to 2 availabilities' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
    const source = onPreview.mock.calls[0]![0];
    expect(source.title).toBe('closures.ics, 2027');
    const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });
    // 13:00–15:00 UTC: 1–3 PM in London, 5–7 AM in Los Angeles (outside the hours: no change).
    expect(source.daysFor(picked[0]!)).toEqual([
      { date: '2027-01-05', ranges: [h(9, 13), h(15, 17)] },
      { date: '2027-12-27', ranges: null },
      { date: '2027-12-28', ranges: null },
    ]);
    expect(source.daysFor(picked[1]!)).toEqual([
      { date: '2027-12-27', ranges: null },
      { date: '2027-12-28', ranges: null },
    ]);
  }, 60_000);

  it('says a file that is not a calendar where it was chosen, and sends nothing', async () => {
    const { user, onPreview } = open();
    await user.click(screen.getByRole('radio', { name: 'A company calendar file (.ics)' }));
    const panel = await screen.findByRole('region', { name: 'Calendar file' }, { timeout: 20_000 });
    await user.upload(within(panel).getByLabelText('Calendar file (.ics)'), new File(['hello'], 'notes.ics'));
    expect(await within(panel).findByText('This file could not be read as a calendar (.ics).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview the change to 4 availabilities' }));
    expect(onPreview).not.toHaveBeenCalled();
  }, 60_000);
});
