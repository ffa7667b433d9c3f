import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Availability } from '@/api/availabilities/schemas';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMembersQuery } from '@/api/team-members/queries';
import { useKnownEmails } from '@/api/use-known-emails';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { useUnsavedGuard } from '@/components/use-unsaved-guard';
import { useNow } from '@/components/use-now';
import { AvailabilityEditor, historyOf, type History } from '@/components/weekly-grid/availability-editor';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import { dayjs } from '@/lib/time/dayjs';
import { isOverride, isPastDate, overridesToBody, type Override } from '@/lib/time/overrides';
import { emptyWeek, WEEKDAYS, weekToPeriods, type Week } from '@/lib/time/periods';
import { browserZone } from '@/lib/time/zones';
import { addToHistory } from './history';
import { newAvailabilitySchema, type NewAvailabilityValues } from './new-availability-schema';
import { OverridesEditor } from './overrides-editor';
import { SavedAvailability } from './saved-availability';
import { ZonePreview } from './zone-preview';

interface Draft {
  values: NewAvailabilityValues;
  week: Week;
  overrides: Override[];
  cellMinutes: CellMinutes;
}
const isDraft = (v: unknown): v is Draft =>
  typeof v === 'object' &&
  v !== null &&
  'values' in v &&
  'week' in v &&
  WEEKDAYS.every((d) => Array.isArray((v as Draft).week[d])) &&
  Array.isArray((v as Draft).overrides) &&
  (v as Draft).overrides.every(isOverride);

/** Server messages for "overrides.N…", by the date of the Nth override sent. */
function overrideErrorsFrom(fieldErrors: Record<string, string[]>, overrides: Override[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const m = /^overrides\.(\d+)/.exec(field);
    const date = m ? overrides[Number(m[1])]?.date : undefined;
    if (date) out[date] = [out[date], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

/** Server messages for "periods.N.field", placed on the day and range the Nth sent period came from. */
function periodErrorsFrom(fieldErrors: Record<string, string[]>, week: Week): Record<string, string> {
  const order = WEEKDAYS.flatMap((d) => week[d].map((_, i) => `${d}.${i}`));
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const m = /^periods\.(\d+)/.exec(field);
    const at = m ? order[Number(m[1])] : undefined;
    if (at) out[at] = messages.join(' ');
  }
  return out;
}

export function NewAvailabilityPage() {
  const connection = useConnection();
  const draftKey = `availability-new.${connection.scope}`;
  const [restored] = useState(() => loadDraft(window.localStorage, draftKey, isDraft));
  const members = useQuery({ ...teamMembersQuery(connection), retry: false });
  const suggestions = useKnownEmails(true);
  const now = useNow(60_000);
  const form = useForm<NewAvailabilityValues>({
    resolver: zodResolver(newAvailabilitySchema),
    defaultValues: restored?.value.values ?? { email: '', name: '', timeZone: '', version: connection.active.apiVersion === 'v1' ? 'v1' : 'v2' },
    mode: 'onTouched',
  });
  const [history, setHistory] = useState<History>(() => historyOf(restored?.value.week ?? emptyWeek()));
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(restored?.value.cellMinutes ?? 15);
  const [overrides, setOverridesState] = useState<Override[]>(restored?.value.overrides ?? []);
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  const [overrideErrors, setOverrideErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<Availability | null>(null);
  const sending = useRef(false);

  const values = useWatch({ control: form.control });
  const email = (values.email ?? '').trim().toLowerCase();
  const member = members.data?.team_members.find((m) => m.email?.toLowerCase() === email);
  // Until someone picks a zone, the hours are read in the member's zone, or else this browser's.
  const zone = values.timeZone || member?.time_zone || browserZone();
  const today = dayjs(now).tz(zone).format('YYYY-MM-DD');
  useUnsavedGuard(!saved && (Boolean(values.name || values.email) || history.past.length > 0 || overrides.length > 0));

  const persist = (change: Partial<Draft>) =>
    saveDraft(window.localStorage, draftKey, { values: form.getValues(), week: history.present, overrides, cellMinutes, ...change });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: v }) => saveDraft(window.localStorage, draftKey, { values: v, week: history.present, overrides, cellMinutes }),
      }),
    [form, draftKey, history.present, overrides, cellMinutes],
  );
  const onHistory = (h: History) => {
    setHistory(h);
    setPeriodErrors({});
    persist({ week: h.present });
  };
  const setOverrides = (next: Override[]) => {
    setOverridesState(next);
    setOverrideErrors({});
    persist({ overrides: next });
  };
  const bodyFor = (values: NewAvailabilityValues) => ({
    email: values.email,
    name: values.name,
    time_zone: zone,
    periods: weekToPeriods(history.present),
    ...(overrides.length ? { overrides: overridesToBody(overrides, values.version === 'v1') } : {}),
  });

  const create = useMutation({
    mutationFn: (values: NewAvailabilityValues) => connection.client.availabilities.create(bodyFor(values), { version: values.version }),
  });

  const submit = async (values: NewAvailabilityValues) => {
    // A double click must not create two availabilities: the second click finds the lock taken.
    if (sending.current) return;
    const past = overrides.filter((o) => isPastDate(o.date, today));
    if (past.length) {
      setOverrideErrors(Object.fromEntries(past.map((o) => [o.date, 'Dates in the past cannot be changed: delete this override.'])));
      return;
    }
    sending.current = true;
    try {
      const body = bodyFor(values);
      const result = await create.mutateAsync(values);
      addToHistory(connection.scope, { at: new Date().toISOString(), version: values.version, request: body, response: result.availability });
      clearDraft(window.localStorage, draftKey);
      setSaved(result.availability);
    } catch (error) {
      if (isApiError(error)) {
        for (const field of ['email', 'name'] as const) {
          const message = error.fieldErrors[field]?.join(' ');
          if (message) form.setError(field, { message });
        }
        const tz = error.fieldErrors.time_zone?.join(' ');
        if (tz) form.setError('timeZone', { message: tz });
        setPeriodErrors(periodErrorsFrom(error.fieldErrors, history.present));
        setOverrideErrors(overrideErrorsFrom(error.fieldErrors, overrides));
      }
    } finally {
      sending.current = false;
    }
  };

  if (saved) {
    return (
      <SavedAvailability
        availability={saved}
        onAnother={() => {
          setSaved(null);
          create.reset();
          form.reset({ email: '', name: '', timeZone: '', version: form.getValues('version') });
          setHistory(historyOf(emptyWeek()));
          setOverridesState([]);
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <title>New availability · Slotboard</title>
      <div>
        <Title order={1}>New availability</Title>
        <Text c="dimmed">A named weekly schedule for one team member (spec §4.1).</Text>
      </div>
      {restored && (
        <Alert color="blue" title="Draft restored" withCloseButton closeButtonLabel="Dismiss">
          This is what you were editing before the page was reloaded.
        </Alert>
      )}
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group align="flex-start" grow wrap="wrap">
              <TextInput label="Team member email" required list="member-emails" autoComplete="off" error={form.formState.errors.email?.message} {...registerGuarded(form.register, 'email')} />
              <TextInput label="Name" required error={form.formState.errors.name?.message} {...registerGuarded(form.register, 'name')} />
            </Group>
            <datalist id="member-emails">
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
            <Group align="flex-start" grow wrap="wrap" mt="sm">
              <TimeZoneSelect
                label="Hours are given in"
                value={zone}
                onChange={(z) => form.setValue('timeZone', z, { shouldDirty: true })}
                description={member?.time_zone ? `${member.first_name ?? 'The member'} is in ${member.time_zone}.` : 'The member’s zone when known, else this browser’s.'}
                error={form.formState.errors.timeZone?.message}
                now={now}
              />
              <Controller
                control={form.control}
                name="version"
                render={({ field }) => (
                  <Radio.Group label="API version" value={field.value} onChange={field.onChange}>
                    <Group mt="xs">
                      <Radio value="v2" label="v2 (201 Created)" />
                      <Radio value="v1" label="v1" />
                    </Group>
                  </Radio.Group>
                )}
              />
            </Group>
          </Paper>
          {member?.time_zone && member.time_zone !== zone && <ZonePreview week={history.present} from={zone} to={member.time_zone} today={today} />}
          <AvailabilityEditor history={history} onHistory={onHistory} cellMinutes={cellMinutes} onCellMinutes={setCellMinutes} label="Weekly availability" periodErrors={periodErrors} />
          <OverridesEditor overrides={overrides} onChange={setOverrides} week={history.present} today={today} errors={overrideErrors} />
          {create.isError && (
            <Alert color="red" title="The availability was not created" role="alert">
              {create.error.message} Everything you entered is still here.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={create.isPending}>
              Create availability
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

