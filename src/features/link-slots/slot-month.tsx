import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { bookableOn, type SlotMonth as SlotMonthData, type SlotTime } from '@/api/slots/month';
import { SlotMonth } from '@/components/slot-month/slot-month';
import { countOf } from '@/lib/format';
import { calendarDate } from '@/lib/time/display';
import { timeOfDay } from '@/lib/time/display';
import classes from './slot-month.module.css';

const longDate = (date: string) => calendarDate(date, { weekday: true });

interface MonthProps {
  year: number;
  month: number;
  slots: SlotMonthData;
  firstDay: number;
  h12: boolean;
  picked: string | null;
  onPick: (date: string) => void;
  /** Another month asked for from the keyboard, past the month's edge. */
  onMonth: (year: number, month: number) => void;
  /** The month's name as its heading says it ("March 2027"). */
  title: string;
  /** Shown beside the picked day's times. */
  beside?: ReactNode;
}

/** A month of bookable times: each date with how many there are, a date's times when it is picked. */
export function SlotMonthGrid({
  year,
  month,
  slots,
  firstDay,
  h12,
  picked,
  onPick,
  onMonth,
  title,
  beside,
}: MonthProps) {
  const count = (date: string) => bookableOn(slots, date);
  return (
    <Stack gap="md">
      <SlotMonth
        year={year}
        month={month}
        label={`Bookable times in ${title}`}
        title={title}
        firstDay={firstDay}
        count={count}
        dayWords={(date) => {
          const n = count(date);
          return n === 0 ? 'no bookable times' : countOf(n, 'bookable time', 'bookable times');
        }}
        picked={picked}
        onPick={onPick}
        onMonth={onMonth}
        withHeader={false}
      />
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
