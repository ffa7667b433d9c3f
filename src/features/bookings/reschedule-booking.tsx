import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useRescheduleBooking, useRescheduleReadBack, type RescheduleVars } from '@/api/bookings/mutations';
import type { RescheduleBody } from '@/api/bookings/requests';
import { bodyInstant, clientZone, rescheduleBody, type NewTime } from '@/api/bookings/reschedule';
import type { Booking } from '@/api/bookings/schemas';
import { DetailSection } from '@/components/detail-list';
import { useDisplayPrefs } from '@/components/display-prefs';
import { SAVE_RESULT_ATTR } from '@/components/edit-page/focus-after';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { useSave } from '@/components/edit-page/use-save';
import { uses12h } from '@/lib/display-prefs';
import { formatDateTime } from '@/lib/format-details';
import { browserZone } from '@/lib/time/zones';
import { cancellable } from './cancel-booking';
import { readPlain, ReschedulePlain, type PlainTime } from './reschedule-plain';
import { RescheduleSlots, type SlotChoice } from './reschedule-slots';
import { momentBoth } from './reschedule-words';
import { useBookingAction } from './use-booking-action';
import { useRescheduleSource } from './use-reschedule-source';

type Errors = { date?: string | null; time?: string | null };

/**
 * Moving a booking to another time: only the workspace's free times where it offers them (else a
 * typed time it checks), a confirmation naming the client, the old and the new time, then one
 * request however often it is confirmed, through the edit kit. A refused time is said at the field.
 */
export function RescheduleBooking({ booking, now }: { booking: Booking; now: number }) {
  const h12 = uses12h(useDisplayPrefs());
  const adminZone = browserZone();
  const { zone, given } = clientZone(booking, adminZone);
  const action = useBookingAction('bookingReschedule');
  const reschedule = useRescheduleBooking();
  const readBack = useRescheduleReadBack();
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState<RescheduleBody | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const [plain, setPlain] = useState<PlainTime>({ date: '', time: '' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<RescheduleBody | null>(null);
  const focusTime = useRef(false);
  const pick = useRef<HTMLDivElement | null>(null);
  // Each step takes focus as it opens (the button that led there is gone): the confirmation is read
  // out, and going back lands on the time that was chosen.
  const confirmation = useCallback((el: HTMLParagraphElement | null) => el?.focus(), []);
  const source = useRescheduleSource(booking, zone, now, opened);
  const client = booking.name || booking.email || 'the client';
  const oldAt = Date.parse(booking.starts_at ?? '');
  const said = (at: number | null) =>
    at === null || Number.isNaN(at) ? 'a time that cannot be read' : momentBoth(at, zone, adminZone, h12);

  const save = useSave<RescheduleVars, Booking>({
    send: (v) => reschedule.mutateAsync(v),
    verify: readBack,
    onSaved: (_result, v) => {
      action.answered();
      setDone(v.body);
      setOpened(false);
      setPending(null);
      setChoice(null);
      setDate(null);
    },
    onRefused: (error) => {
      if (action.learnFrom(error)) return setOpened(false);
      action.answered();
      if (error.status !== 422) return;
      // The workspace's own words, at the time they are about; the choice stays as it was.
      focusTime.current = true;
      setErrors({ time: `This time cannot be booked. The workspace says: “${error.serviceMessage ?? error.message}”` });
      setPending(null);
    },
  });
  const { state, busy, bindAlert, confirm, arm, sendAgain, checkAgain, reset } = save;

  if (!done && !opened && !cancellable(booking, now)) return null;
  if (action.missing) {
    return (
      <DetailSection title="Reschedule this booking">
        <Text>This workspace does not offer rescheduling through its API: move the booking in NeetoCal.</Text>
      </DetailSection>
    );
  }

  const chosenTime = (): (NewTime & { at: number }) | null => {
    if (source.source.kind === 'slots') {
      if (!choice) {
        setErrors({ time: 'Choose one of the free times.' });
        return null;
      }
      return { date: choice.date, minutes: choice.time.start, zone, at: choice.time.at };
    }
    const read = readPlain(plain, zone, Date.now());
    if (!read.ok) {
      setErrors({ [read.field]: read.message });
      return null;
    }
    return { date: read.date, minutes: read.minutes, zone, at: read.at };
  };
  const review = () => {
    const time = chosenTime();
    if (!time) {
      // The message is drawn with the next render: focus goes to the field it is about.
      requestAnimationFrame(() =>
        pick.current
          ?.querySelector<HTMLElement>('input[aria-invalid="true"], [role="radiogroup"] input, [role="alert"]')
          ?.focus(),
      );
      return;
    }
    setErrors({});
    arm();
    setPending(rescheduleBody(booking, time, reason));
  };
  const vars = (body: RescheduleBody): RescheduleVars => ({
    sid: booking.sid ?? '',
    body,
    what: `Booking with ${client}, ${formatDateTime(booking.starts_at)}`,
    change: `Rescheduled from ${said(oldAt)} to ${said(bodyInstant(body))}`,
    startsAt: booking.starts_at ?? '',
  });
  const close = () => {
    setOpened(false);
    setPending(null);
    if (state.status !== 'uncertain') reset();
  };
  const timeField = (el: HTMLDivElement | null) => {
    pick.current = el;
    if (!el || !focusTime.current) return;
    focusTime.current = false;
    el.querySelector<HTMLElement>('input:checked, input[aria-invalid="true"], input')?.focus();
  };
  const uncertainOrRefused = state.status === 'uncertain' || (state.status === 'refused' && state.error.status !== 422);

  return (
    <DetailSection title="Reschedule this booking">
      <Stack gap="sm">
        {done && (
          <Alert color="teal" role="status" title="Booking moved" {...{ [SAVE_RESULT_ATTR]: true }}>
            {`${client}’s booking is now on ${said(bodyInstant(done))}; the workspace tells the client.`}
          </Alert>
        )}
        <Text size="sm">{`Move it to a time the workspace has free, shown in the client’s zone (${zoneLabel(zone, given)}) with yours beside it.`}</Text>
        <Group>
          <Button variant="light" onClick={() => setOpened(true)} disabled={busy}>
            Reschedule…
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={`Reschedule ${client}’s booking`} centered size="xl">
        {pending ? (
          <Stack gap="md">
            <Text
              ref={confirmation}
              tabIndex={-1}
            >{`${client}’s booking moves from ${said(oldAt)} to ${said(bodyInstant(pending))}.`}</Text>
            {pending.reschedule_reason && (
              <Text size="sm">{`The client is told why: “${pending.reschedule_reason}”.`}</Text>
            )}
            {uncertainOrRefused && (
              <SaveOutcome
                state={state}
                busy={busy}
                bindAlert={bindAlert}
                onCheckAgain={() => void checkAgain()}
                onSendAgain={() => void sendAgain(() => vars(pending))}
                words={{
                  what: 'The new time',
                  done: 'saved',
                  resendLabel: 'Reschedule again',
                  notFound: 'The workspace did not find this booking to move.',
                }}
              />
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  focusTime.current = true;
                  setPending(null);
                }}
                disabled={busy || state.status === 'uncertain'}
              >
                Choose another time
              </Button>
              <Button loading={busy} onClick={() => void confirm(() => vars(pending))}>
                Yes, reschedule
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">{`Now: ${said(oldAt)}.`}</Text>
            <div ref={timeField}>
              {source.source.kind === 'finding' ? (
                <Group gap="xs" role="status">
                  <Loader size="xs" aria-hidden="true" />
                  <Text size="sm">Finding the booking’s scheduling link…</Text>
                </Group>
              ) : source.source.kind === 'slots' ? (
                <RescheduleSlots
                  year={source.shown.year}
                  month={source.shown.month}
                  onMonth={source.setShown}
                  answer={source.answer}
                  read={source.read}
                  queryKey={source.queryKey}
                  meeting={source.meeting}
                  zone={zone}
                  adminZone={adminZone}
                  h12={h12}
                  today={source.today}
                  now={now}
                  date={date}
                  onDate={setDate}
                  chosen={choice?.time.at ?? null}
                  onChoose={(c) => {
                    setChoice(c);
                    setErrors({});
                  }}
                  error={errors.time ?? null}
                />
              ) : (
                <Stack gap="xs">
                  <Text size="sm">{source.source.why}</Text>
                  <ReschedulePlain
                    value={plain}
                    onChange={(v) => {
                      setPlain(v);
                      setErrors({});
                    }}
                    zone={zone}
                    errors={errors}
                  />
                </Stack>
              )}
            </div>
            <Textarea
              label="Reason (optional)"
              description="Sent to the client with the new time."
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              rows={2}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep the current time
              </Button>
              <Button onClick={review} disabled={source.source.kind === 'finding'}>
                Continue
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </DetailSection>
  );
}

const zoneLabel = (zone: string, given: boolean) =>
  given ? zone : `${zone}; the workspace gave none, so yours is used`;
