import { Anchor, Box, Group, List, Loader, Radio, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Meeting } from '@/api/meetings/schemas';
import { readSlotMonth, type SlotTime } from '@/api/slots/month';
import { QueryState, type Read } from '@/components/query-state/query-state';
import { SlotMonth } from '@/components/slot-month/slot-month';
import { countOf } from '@/lib/format';
import { NO_TIMES_WEEKS } from '@/domain/why-not/why-no-times';
import { reasonSource } from '@/domain/why-not/why-not';
import { calendarDate } from '@/lib/time/display';
import { monthTitle } from '@/lib/time/day-names';
import { addDays } from '@/lib/time/wall-clock';
import classes from './reschedule-slots.module.css';
import { bothZones } from './reschedule-words';
import { useNoTimes } from './use-no-times';

export interface SlotChoice {
  date: string;
  time: SlotTime;
}

interface Props {
  year: number;
  month: number;
  onMonth: (year: number, month: number) => void;
  /** The month's answer as read, or the reason it could not be. */
  answer: Parameters<typeof readSlotMonth>[0] | undefined;
  /** The month's read: waiting, slow, stopped or failed, drawn by QueryState. */
  read: Read;
  queryKey: QueryKey;
  /** The booking's link as the workspace lists it: why it has no free time is read from it. */
  meeting: Meeting | null;
  zone: string;
  adminZone: string;
  h12: boolean;
  /** The first day that may be chosen ("today" in the client's zone). */
  today: string;
  now: number;
  date: string | null;
  onDate: (date: string | null) => void;
  chosen: number | null;
  onChoose: (choice: SlotChoice | null) => void;
  error: string | null;
}

/**
 * The workspace's free times for the booking's link: a month where only days with a free time can be
 * picked, then that day's times as choices, each in the client's zone with the admin's beside it.
 */
export function RescheduleSlots(p: Props) {
  const reading = useMemo(
    () => (p.answer ? readSlotMonth(p.answer, { timeZone: p.zone, year: p.year, month: p.month }) : null),
    [p.answer, p.zone, p.year, p.month],
  );
  const free = useMemo(() => {
    const days = new Map<string, SlotTime[]>();
    if (reading?.ok) {
      for (const [date, times] of reading.month.days) {
        const open = times.filter((t) => t.count > 0 && t.at > p.now);
        if (open.length) days.set(date, open);
      }
    }
    return days;
  }, [reading, p.now]);
  const title = monthTitle(p.year, p.month);
  const times = p.date ? (free.get(p.date) ?? []) : [];
  const empty = reading?.ok === true && free.size === 0;
  const found = useNoTimes(p.meeting, { h12: p.h12, zone: p.zone }, p.now, empty);
  const checking = found === 'checking';
  const noTimes = checking ? null : found;
  const nextMonth = addDays(`${p.year}-${String(p.month).padStart(2, '0')}-01`, 40).slice(0, 8) + '01';
  // Months past the booking window, or after one where the link offers no time at all, cannot help.
  const lastShown = checking || noTimes?.reasons.length ? addDays(nextMonth, -1) : (noTimes?.lastDate ?? undefined);
  const status =
    p.read.error !== null && p.read.error !== undefined
      ? null
      : reading && !reading.ok
        ? reading.problem
        : reading
          ? free.size === 0
            ? checking
              ? `No free times in ${title}. Looking at the hosts’ hours…`
              : noTimes?.reasons.length
                ? `No free times: the link offers none in the next ${NO_TIMES_WEEKS} weeks, whoever is booked.`
                : noTimes?.lastDate && noTimes.lastDate < nextMonth
                  ? `No free times in ${title}, and the link’s booking window ends on ${calendarDate(noTimes.lastDate)}.`
                  : `No free times in ${title}: try the next month.`
            : `${countOf(free.size, 'day', 'days')} with free times in ${title}.`
          : null;

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap="xs">
        <SlotMonth
          year={p.year}
          month={p.month}
          label={`Free times in ${title}`}
          title={title}
          dayWords={(d) => (free.has(d) ? countOf(free.get(d)!.length, 'free time', 'free times') : 'no free times')}
          excluded={(d) => !free.has(d)}
          minDate={p.today}
          maxDate={lastShown}
          picked={p.date}
          onPick={(d) => {
            p.onDate(d);
            p.onChoose(null);
          }}
          onMonth={p.onMonth}
        />
        <Box maw="18rem">
          <QueryState
            read={p.read}
            queryKey={p.queryKey}
            what={`the free times of ${title}`}
            waiting={
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm">{`Reading the free times of ${title}…`}</Text>
              </Group>
            }
          />
        </Box>
        {status && (
          <Text size="sm" role="status" maw="18rem">
            {status}
          </Text>
        )}
        {free.size === 0 && noTimes && noTimes.reasons.length > 0 && p.meeting && (
          <List aria-label="Why the link offers no time" spacing={4} size="sm" maw="24rem">
            {noTimes.reasons.map(({ who, reason }) => {
              const source = reasonSource(reason, p.meeting!.sid);
              return (
                <List.Item key={reason.text}>
                  {who && !reason.text.includes(who) ? `${who}: ${reason.text}` : reason.text}
                  {source && (
                    <>
                      {' '}
                      (
                      <Anchor component={Link} href={source.href}>
                        {source.text}
                      </Anchor>
                      )
                    </>
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
      <Box style={{ flex: '1 1 17rem', minWidth: 0 }}>
        {p.date && times.length > 0 ? (
          <Radio.Group
            label={`Free times on ${calendarDate(p.date, { weekday: true })}`}
            description="In the client’s time zone, yours beside it."
            value={p.chosen === null ? null : String(p.chosen)}
            onChange={(v) => {
              const time = times.find((t) => String(t.at) === v);
              p.onChoose(time ? { date: p.date!, time } : null);
            }}
            error={p.error}
            // Above the times, not below a list that may run past the screen's edge.
            inputWrapperOrder={['label', 'description', 'error', 'input']}
          >
            <div className={classes.times}>
              <Stack gap={8} p={2} mt="xs">
                {times.map((t) => (
                  <Radio key={t.at} value={String(t.at)} label={bothZones(t.at, t.start, p.zone, p.adminZone, p.h12)} />
                ))}
              </Stack>
            </div>
          </Radio.Group>
        ) : (
          <Text size="sm" c={p.error ? 'var(--mantine-color-error)' : undefined} role={p.error ? 'alert' : undefined}>
            {p.error ?? 'Pick a day with free times to see them.'}
          </Text>
        )}
      </Box>
    </Group>
  );
}
