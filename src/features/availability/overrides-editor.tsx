import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState, type MouseEvent } from 'react';
import { announce } from '@/components/announcer/announce';
import { useDisplayPrefs } from '@/components/display-prefs';
import { keepFocusNear } from '@/components/focus/keep-focus';
import { RangeRow } from '@/components/weekly-grid/period-list';
import { dayjs } from '@/lib/time/dayjs';
import { weekStart } from '@/lib/display-prefs';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { calendarNames, weekdayAndDay } from '@/lib/time/day-names';
import { hoursOnDatesIn } from '@/domain/calendar/week-hours';
import { rangesText } from '@/domain/calendar/zone-shift';
import { datesBetween, prefilledHours, setOverrides, type Override } from '@/lib/time/overrides';
import { normalize, WEEKDAY_LABELS, type Range, type Week } from '@/lib/time/periods';
import { weekdayOf } from '@/lib/time/wall-clock';
import { skippedTimes } from './skipped-times';

interface Props {
  overrides: Override[];
  onChange: (next: Override[]) => void;
  week: Week;
  /** Today in the zone the hours are given in: earlier dates are refused. */
  today: string;
  errors?: Record<string, string>;
  /** The zone the override's times are in: a time its clocks skip on that date is said. */
  zone?: string | null;
  /** The zone the weekly hours are shown in, when not `zone`: each override's hours are said in it too. */
  shownIn?: string | null;
}

const KIND_LABELS: Record<Override['kind'], string> = {
  unavailable: 'Not available all day',
  hours: 'Custom hours',
  remove: 'Remove the existing override',
};

const humanDate = (date: string) => calendarDate(date, { weekday: true });

// What the picked dates became, said once they are in the list.
const APPLIED: Record<Override['kind'], string> = {
  unavailable: 'not available all day',
  hours: 'custom hours, from the weekly hours',
  remove: 'marked to remove their existing override',
};

const datesWords = (dates: readonly string[]) =>
  dates.length === 1
    ? humanDate(dates[0]!)
    : `${dates.length} dates, ${humanDate(dates[0]!)} to ${humanDate(dates[dates.length - 1]!)}`;

/** A time the clocks skip on the date cannot be kept as a moment: the hours begin or end when they jump. */
function SkippedNote({ date, ranges, zone }: { date: string; ranges: readonly Range[]; zone: string }) {
  const skipped = skippedTimes(date, ranges, zone);
  if (skipped.length === 0) return null;
  const names = skipped.map((m) => timeOfDay(m)).join(' and ');
  return (
    <Text size="xs" c="orange.9">
      {names} {skipped.length === 1 ? 'does' : 'do'} not exist on this date in {zone} (the clocks jump forward): these
      hours start or end when the clocks do.
    </Text>
  );
}

/** Pick dates (several, or a range in one go), choose what they become, and edit the list. */
export function OverridesEditor({ overrides, onChange, week, today, errors = {}, zone, shownIn }: Props) {
  const [mode, setMode] = useState<'dates' | 'range'>('dates');
  const [dates, setDates] = useState<string[]>([]);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const picked = mode === 'dates' ? dates : range[0] ? datesBetween(range[0], range[1] ?? range[0]) : [];
  const apply = (kind: Override['kind'], e: MouseEvent<HTMLButtonElement>) => {
    // The buttons are disabled once the picked dates are used: focus goes on to the list.
    keepFocusNear(e.currentTarget);
    const next = picked.map((date): Override =>
      kind === 'hours' ? { date, kind, ranges: prefilledHours(week, date) } : { date, kind },
    );
    onChange(setOverrides(overrides, next));
    setDates([]);
    setRange([null, null]);
    announce(`${datesWords(picked)}: ${APPLIED[kind]}`);
  };
  // Dates that already have an override are marked in the calendar, in its names as well as its dots.
  const marked = new Set(overrides.filter((o) => o.kind !== 'remove').map((o) => o.date));
  // Weeks start on the admin's first day (or the locale's), and the calendar draws again when it changes.
  const firstDayOfWeek = weekStart(useDisplayPrefs()) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  const pickedSet = new Set(picked);
  const markProps = {
    firstDayOfWeek,
    // Weekday heads and the month's name in the browser's language, as the dates beside the calendar.
    ...calendarNames,
    // A picked date says so as a state, not only by its colour.
    getDayProps: (date: string) => ({ 'aria-pressed': pickedSet.has(date) }),
    // The calendar's own day names ("25 December 2026"), with the mark added.
    getDayAriaLabel: (date: string) =>
      `${dayjs(date).format('D MMMM YYYY')}${marked.has(date) ? ', has an override' : ''}`,
    renderDay: (date: string) => (
      <span style={{ position: 'relative' }}>
        {dayjs(date).date()}
        {marked.has(date) && (
          <span
            aria-hidden="true"
            data-override
            style={{
              position: 'absolute',
              left: '50%',
              bottom: -7,
              width: 6,
              height: 6,
              marginLeft: -3,
              borderRadius: '50%',
              background: 'var(--mantine-color-orange-filled)',
            }}
          />
        )}
      </span>
    ),
  };
  const update = (date: string, next: Override | null) =>
    onChange(next ? overrides.map((o) => (o.date === date ? next : o)) : overrides.filter((o) => o.date !== date));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overrides-title">
      <Title order={2} size="h4" id="overrides-title" mb="xs">
        Date overrides
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="xs">
          <SegmentedControl
            size="sm"
            value={mode}
            onChange={(v) => setMode(v === 'range' ? 'range' : 'dates')}
            data={[
              { value: 'dates', label: 'Single dates' },
              { value: 'range', label: 'A range of dates' },
            ]}
            aria-label="How to pick dates"
            // Its own width: stretched to the calendar's, the longer label overflowed its half and the highlight sat off it.
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'dates' ? (
            <DatePicker
              {...markProps}
              type="multiple"
              value={dates}
              onChange={setDates}
              minDate={today}
              weekendDays={[]}
              hideOutsideDates
              // The month button is named by the month it shows ("December 2026"), as it reads on screen.
              ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
            />
          ) : (
            <DatePicker
              {...markProps}
              type="range"
              allowSingleDateInRange
              weekendDays={[]}
              hideOutsideDates
              value={range}
              onChange={setRange}
              minDate={today}
              // The month button is named by the month it shows ("December 2026"), as it reads on screen.
              ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
            />
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: '1 1 18rem' }}>
          <Text size="sm">
            {picked.length === 0
              ? 'Pick dates in the calendar, then choose what they become.'
              : `${datesWords(picked)} picked.`}
          </Text>
          <Group gap="xs">
            <Button size="xs" disabled={!picked.length} onClick={(e) => apply('unavailable', e)}>
              Not available
            </Button>
            <Button size="xs" variant="default" disabled={!picked.length} onClick={(e) => apply('hours', e)}>
              Custom hours
            </Button>
            <Button size="xs" variant="default" disabled={!picked.length} onClick={(e) => apply('remove', e)}>
              Remove existing override
            </Button>
          </Group>
          {overrides.length === 0 ? (
            <Text size="sm" c="dimmed">
              No overrides: every date follows the weekly hours.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Overrides">
              {overrides.map((o) => (
                <li key={o.date}>
                  {/* On a phone the choice goes under the date, which otherwise wraps a word a line. */}
                  <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                    <div style={{ flex: '1 1 9rem' }}>
                      <Text size="sm" fw={600}>
                        {humanDate(o.date)}
                      </Text>
                      {/* A fact, not a mistake: a workspace's availability may hold past dates. Saving says
                          what to do with one if the workspace would refuse it. */}
                      {o.date < today && !errors[o.date] && (
                        <Text size="xs" c="dimmed">
                          This date is in the past.
                        </Text>
                      )}
                      {o.kind === 'hours' && zone && <SkippedNote date={o.date} ranges={o.ranges} zone={zone} />}
                      {o.kind === 'hours' && zone && shownIn && shownIn !== zone && (
                        <Text size="xs">
                          In {shownIn}, where the weekly hours are shown:{' '}
                          {hoursOnDatesIn(o.date, o.ranges, zone, shownIn)
                            .map((d) => `${weekdayAndDay(d.date)} ${rangesText(d.ranges)}`)
                            .join('; ')}
                        </Text>
                      )}
                      {errors[o.date] && (
                        <Text size="xs" c="var(--mantine-color-error)" role="alert">
                          {errors[o.date]}
                        </Text>
                      )}
                    </div>
                    <Group gap={8} wrap="nowrap">
                      <Select
                        size="xs"
                        w={230}
                        aria-label={`What ${humanDate(o.date)} becomes`}
                        data={(['unavailable', 'hours', 'remove'] as const).map((k) => ({
                          value: k,
                          label: KIND_LABELS[k],
                        }))}
                        value={o.kind}
                        allowDeselect={false}
                        onChange={(kind) =>
                          update(
                            o.date,
                            kind === 'hours'
                              ? { date: o.date, kind, ranges: prefilledHours(week, o.date) }
                              : { date: o.date, kind: kind === 'remove' ? 'remove' : 'unavailable' },
                          )
                        }
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Delete the override of ${humanDate(o.date)}`}
                        onClick={(e) => {
                          keepFocusNear(e.currentTarget);
                          update(o.date, null);
                          announce(`Override of ${humanDate(o.date)} deleted`);
                        }}
                      >
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </Group>
                  </Group>
                  {o.kind === 'hours' && (
                    <Stack gap={4} mt={4} ml="md">
                      {o.ranges.map((r, i) => (
                        <RangeRow
                          key={`${r.start}-${r.end}`}
                          label={`${WEEKDAY_LABELS[weekdayOf(o.date)]} ${o.date}, range ${i + 1}`}
                          range={r}
                          onCommit={(next) =>
                            update(o.date, { ...o, ranges: normalize(o.ranges.map((x, k) => (k === i ? next : x))) })
                          }
                          onRemove={() =>
                            update(
                              o.date,
                              o.ranges.length > 1
                                ? { ...o, ranges: o.ranges.filter((_, k) => k !== i) }
                                : { date: o.date, kind: 'unavailable' },
                            )
                          }
                        />
                      ))}
                    </Stack>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
