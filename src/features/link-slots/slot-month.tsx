import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { bookableOn, type SlotMonth, type SlotTime } from '@/api/slots/month';
import { browserLocale } from '@/lib/display-prefs';
import { countOf } from '@/lib/format';
import { calendarDate } from '@/lib/time/display';
import { timeOfDay } from '@/lib/time/display';
import classes from './slot-month.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month's dates as weeks starting on `firstDay` (0 Sunday … 6 Saturday); null pads the edges. */
export function monthWeeks(year: number, month: number, firstDay: number): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - firstDay + 7) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Weekday names from the first day of the week, in the browser's language. */
function weekdayNames(firstDay: number) {
  const locale = browserLocale();
  // 2027-03-07 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const at = Date.UTC(2027, 2, 7 + ((firstDay + i) % 7));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at),
    };
  });
}

const longDate = (date: string) => calendarDate(date, { weekday: true });

interface MonthProps {
  year: number;
  month: number;
  slots: SlotMonth;
  firstDay: number;
  h12: boolean;
  picked: string | null;
  onPick: (date: string) => void;
  /** The month's name as its heading says it ("March 2027"). */
  title: string;
  /** Shown beside the picked day's times. */
  beside?: ReactNode;
}

/** A month of bookable times: each date with how many there are, a date's times when it is picked. */
export function SlotMonthGrid({ year, month, slots, firstDay, h12, picked, onPick, title, beside }: MonthProps) {
  const names = weekdayNames(firstDay);
  const weeks = monthWeeks(year, month, firstDay);
  return (
    <Stack gap="md">
      <table className={classes.month} aria-label={`Bookable times in ${title}`}>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n.long} scope="col" abbr={n.long}>
                {n.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <td key={`pad-${i}`} />;
                const count = bookableOn(slots, date);
                return (
                  <td key={date}>
                    <UnstyledButton
                      className={classes.day}
                      data-some={count > 0 || undefined}
                      aria-pressed={picked === date}
                      aria-label={`${longDate(date)}: ${count === 0 ? 'no bookable times' : countOf(count, 'bookable time', 'bookable times')}`}
                      onClick={() => onPick(date)}
                    >
                      <span className={classes.number}>{Number(date.slice(8))}</span>
                      <span className={classes.count} aria-hidden="true">
                        {count === 0 ? '–' : count}
                      </span>
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {picked && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SlotDay date={picked} times={slots.days.get(picked) ?? []} h12={h12} />
          {beside}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const span = (t: SlotTime, h12: boolean) =>
  t.end === null ? timeOfDay(t.start, { h12 }) : `${timeOfDay(t.start, { h12 })} – ${timeOfDay(t.end, { h12 })}`;

function SlotDay({ date, times, h12 }: { date: string; times: SlotTime[]; h12: boolean }) {
  const bookable = times.filter((t) => t.count > 0);
  const full = times.length - bookable.length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="slot-day-title">
      <Title order={3} size="h5" id="slot-day-title" mb="xs">
        {longDate(date)}
      </Title>
      {bookable.length === 0 ? (
        <Text>No bookable times on this day.</Text>
      ) : (
        <List
          listStyleType="none"
          spacing={4}
          aria-label={`Bookable times on ${longDate(date)}`}
          className={classes.times}
        >
          {bookable.map((t) => (
            <List.Item key={t.at}>
              <Group gap={6} wrap="nowrap">
                <span>{span(t, h12)}</span>
                {t.count > 1 && (
                  <Badge
                    variant="light"
                    color="gray"
                    size="sm"
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    {countOf(t.count, 'place', 'places')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {full > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {countOf(full, 'more time is', 'more times are')} listed with no place left.
        </Text>
      )}
    </Paper>
  );
}
