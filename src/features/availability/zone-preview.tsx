import { Alert, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { displayClock } from '@/lib/time/clock';
import { dayjs } from '@/lib/time/dayjs';
import { calendarDate } from '@/lib/time/display';
import { WEEKDAY_LABELS, WEEKDAYS, type Week } from '@/lib/time/periods';
import { formatOffset, previewConversion } from '@/lib/time/zones';

const weekText = (week: Week) =>
  WEEKDAYS.filter((d) => week[d].length)
    .map(
      (d) => `${WEEKDAY_LABELS[d]} ${week[d].map((r) => `${displayClock(r.start)}–${displayClock(r.end)}`).join(', ')}`,
    )
    .join('; ') || 'no hours';

/** What the member gets when the hours are given in another zone, over the coming weeks and DST changes. */
export function ZonePreview({ week, from, to, today }: { week: Week; from: string; to: string; today: string }) {
  const preview = useMemo(() => previewConversion(week, from, to, today), [week, from, to, today]);
  const moves = preview.spans.length > 1;
  return (
    <Alert
      color={moves || preview.missing.length ? 'yellow' : 'blue'}
      variant="light"
      title={`What the member gets in ${to}`}
    >
      <Stack gap={6}>
        <List size="sm" spacing={4}>
          {preview.spans.map((s, i) => {
            const change = preview.changes.find(
              (c) =>
                i > 0 &&
                c.date <= dayjs(s.from).add(6, 'day').format('YYYY-MM-DD') &&
                c.date >= dayjs(s.from).subtract(7, 'day').format('YYYY-MM-DD'),
            );
            return (
              <List.Item key={s.from}>
                {i === 0 ? 'From now' : `From the week of ${calendarDate(dayjs(s.from).format('YYYY-MM-DD'))}`}
                {change ? ` (${change.zone} moves to ${formatOffset(change.after)})` : ''}: {weekText(s.week)}
              </List.Item>
            );
          })}
        </List>
        {moves && <Text size="sm">These hours move for the member when either zone changes its clocks.</Text>}
        {preview.missing.length > 0 && (
          <Text size="sm">
            Some times do not exist in {from} on the day its clocks go forward:{' '}
            {preview.missing.map((m) => `${m.time} on ${calendarDate(m.date)}`).join(', ')}.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
