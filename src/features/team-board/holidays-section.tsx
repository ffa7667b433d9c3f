import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { withDays } from '@/domain/slot-effect/estimate';
import { SlotEffect, type EffectPhase } from '@/components/slot-effect/slot-effect';
import type { Owner } from '@/domain/slot-effect/summary';
import type { ReportRow } from '@/lib/bulk/report';
import { clearDraft, fingerprint } from '@/lib/drafts';
import { holidayPayloadSchema } from './holiday-actions';
import { planRow, runDate, type HolidayDay } from './holiday-plan';
import { HOLIDAYS_DRAFT, HOLIDAYS_EXTRA_DRAFT, HolidaysForm, type RunSource } from './holidays-form';
import type { Picked } from './selection';
import { useHolidaysRun } from './use-holidays-run';

/** What one row changes and what stays, in the run's table. */
function RowPreview({ row, today }: { row: ReportRow; today: string }) {
  const p = holidayPayloadSchema.safeParse(row.payload);
  if (!p.success) return <Text size="sm">This line could not be read back.</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">{p.data.changes.join('; ')}</Text>
      {p.data.off && p.data.off.length > 0 && (
        <Text size="sm">
          Already off (no hours that weekday), sent all the same: {p.data.off.map((d) => runDate(d, today)).join(', ')}
        </Text>
      )}
      <Text size="sm">
        {p.data.kept.length ? `Stay as they are: ${p.data.kept.join('; ')}` : 'No other upcoming overrides.'}
      </Text>
    </Stack>
  );
}

/** The run's effect on what bookers can book: the links of each member whose default availability it changes. */
function HolidayEffect({
  days,
  owners,
  others,
  phase,
}: {
  /** Each owner's dates, by email in lower case: members of other places have other holidays. */
  days: ReadonlyMap<string, HolidayDay[]>;
  owners: Owner[];
  others: number;
  phase: EffectPhase;
}) {
  const source = useMemo(() => ({ hosts: [...days.keys()] }), [days]);
  const hostChange = useMemo(() => {
    const overrides = new Map([...days].map(([email, d]) => [email, withDays(d)]));
    return (email: string) => {
      const o = overrides.get(email);
      return o ? { overrides: o } : null;
    };
  }, [days]);
  const note =
    others > 0 ? (
      <Text size="sm">
        {others === 1 ? '1 changed availability is' : `${others} changed availabilities are`} not a member’s default
        availability. Slotboard reads a link’s hours from its hosts’ default availabilities, so{' '}
        {others === 1 ? 'it is' : 'they are'} left out of the estimate.
      </Text>
    ) : null;
  return <SlotEffect source={source} change={hostChange} owners={owners} phase={phase} note={note} />;
}

const nameOf = (p: Picked) => `${p.member.name} · ${p.availability.name?.trim() || 'Unnamed availability'}`;

interface Props {
  picked: Picked[];
  today: string;
  /** A new change starts with nothing picked: the last run's picks are not one click from a second Apply. */
  onStartNew?: () => void;
}

/** The dates, the preview of every picked availability, then the run (B's runner and panel). */
export function HolidaysSection({ picked, today, onStartNew }: Props) {
  const connection = useConnection();
  const { workspaceId } = connection;
  const run = useHolidaysRun();
  // The board's own member list (the same cached read): who is inactive.
  const members = useQuery(teamMembersQuery(connection));
  const inactiveIds = useMemo(
    () => new Set((members.data?.team_members ?? []).filter((m) => m.active === false).map((m) => m.id)),
    [members.data],
  );
  const inactive = picked.filter((p) => inactiveIds.has(p.member.id));
  const [included, setIncluded] = useState<ReadonlySet<string>>(new Set());
  const [skipped, setSkipped] = useState<{
    already: string[];
    /** Given no date at all (no holiday of their place on these dates). */
    none: string[];
    leftOut: string[];
    excepted: string[];
  } | null>(null);
  // What the previewed run changes, for its effect on bookable times: whose default availability, which days.
  const [effect, setEffect] = useState<{
    days: ReadonlyMap<string, HolidayDay[]>;
    owners: Owner[];
    others: number;
  } | null>(null);
  const basis = useMemo(() => fingerprint(picked.map((p) => p.availability)), [picked]);
  // The form is drawn anew (its draft read again against the basis) when other availabilities are
  // picked, not when the same ones are read again, nor while the picks are briefly empty (the board
  // reading again): what is being typed stays on screen.
  const ids = picked.map((p) => p.availability.id).join(',');
  const [formKey, setFormKey] = useState(ids);
  if (picked.length > 0 && ids !== formKey) setFormKey(ids);
  const started = run.report?.rows.some((r) => r.attempts > 0) ?? false;
  const busy = run.runner?.busy() ?? false;
  // Closing an applied run's report starts a new change: the form comes back empty, so its dates
  // cannot be applied a second time by accident.
  const [generation, setGeneration] = useState(0);
  const startNew = () => {
    if (!run.close()) return false;
    clearDraft(window.localStorage, HOLIDAYS_DRAFT(workspaceId));
    clearDraft(window.localStorage, HOLIDAYS_EXTRA_DRAFT(workspaceId));
    setSkipped(null);
    setEffect(null);
    setIncluded(new Set());
    setGeneration((g) => g + 1);
    onStartNew?.();
    return true;
  };

  // One array while the picks stay: public holidays work out each member's dates from it.
  const taken = useMemo(
    () => picked.filter((p) => !inactiveIds.has(p.member.id) || included.has(p.availability.id)),
    [picked, inactiveIds, included],
  );
  const onPreview = (source: RunSource) => {
    const excepted: string[] = [];
    const planned = taken.flatMap((p) => {
      const days = source.daysFor(p);
      if (days === null) {
        excepted.push(nameOf(p));
        return [];
      }
      return [{ picked: p, plan: planRow(p.availability, { days }, today), inactive: inactiveIds.has(p.member.id) }];
    });
    const sent = planned.filter((x) => x.plan.body.length > 0);
    const idle = planned.filter((x) => x.plan.body.length === 0);
    setSkipped({
      already: idle.filter((x) => x.plan.already.length > 0).map((x) => nameOf(x.picked)),
      none: idle.filter((x) => x.plan.already.length === 0).map((x) => nameOf(x.picked)),
      leftOut: inactive.filter((p) => !included.has(p.availability.id)).map(nameOf),
      excepted,
    });
    const defaults = sent.filter((x) => x.picked.availability.default === true);
    setEffect({
      days: new Map(defaults.map((x) => [x.picked.member.email.toLowerCase(), x.plan.days])),
      owners: defaults.map((x) => ({ email: x.picked.member.email, name: x.picked.member.name })),
      others: sent.length - defaults.length,
    });
    if (sent.length > 0) run.prepare(source.title, sent);
  };
  const list = (names: string[]) => (
    <>
      <List size="sm">
        {names.slice(0, 10).map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
      {names.length > 10 && <Text size="sm">and {names.length - 10} more</Text>}
    </>
  );
  return (
    <Stack gap="md">
      {/* Other picks: the form reads its draft again against their basis. */}
      <HolidaysForm
        key={`${formKey}.${generation}`}
        workspaceId={workspaceId}
        today={today}
        basis={basis}
        picked={taken}
        busy={busy}
        applied={started && run.report ? run.report.title : null}
        onPreview={onPreview}
        onStartNew={startNew}
      />
      {inactive.length > 0 && !started && (
        <Alert
          variant="light"
          color="yellow"
          title={`${inactive.length} picked ${inactive.length === 1 ? 'availability belongs' : 'availabilities belong'} to inactive members`}
        >
          <Stack gap={4}>
            <Text size="sm">They are left out of the change unless ticked here.</Text>
            {inactive.map((p) => (
              <Checkbox
                key={p.availability.id}
                label={`Include ${nameOf(p)} (inactive)`}
                checked={included.has(p.availability.id)}
                onChange={() =>
                  setIncluded((s) => {
                    const next = new Set(s);
                    if (!next.delete(p.availability.id)) next.add(p.availability.id);
                    return next;
                  })
                }
              />
            ))}
          </Stack>
        </Alert>
      )}
      {skipped !== null && skipped.leftOut.length > 0 && (
        <Alert
          variant="light"
          color="gray"
          title={`${skipped.leftOut.length} left out: inactive ${skipped.leftOut.length === 1 ? 'member' : 'members'}`}
        >
          {list(skipped.leftOut)}
        </Alert>
      )}
      {skipped !== null && skipped.excepted.length > 0 && (
        <Alert
          variant="light"
          color="gray"
          title={`${skipped.excepted.length} left out by you: nothing is sent for ${skipped.excepted.length === 1 ? 'it' : 'them'}`}
        >
          {list(skipped.excepted)}
        </Alert>
      )}
      {skipped !== null && skipped.none.length > 0 && (
        <Alert
          variant="light"
          color="gray"
          title={`${skipped.none.length} with no date in this run: nothing is sent for ${skipped.none.length === 1 ? 'it' : 'them'}`}
        >
          {list(skipped.none)}
        </Alert>
      )}
      {skipped !== null && skipped.already.length > 0 && (
        <Alert
          variant="light"
          color="blue"
          title={`${skipped.already.length} already as asked: nothing is sent for ${skipped.already.length === 1 ? 'it' : 'them'}`}
        >
          {list(skipped.already)}
        </Alert>
      )}
      {run.report && run.runner && (
        <BulkRunPanel
          report={run.report}
          runner={run.runner}
          noun={{ one: 'availability', many: 'availabilities' }}
          preview={(row) => <RowPreview row={row} today={today} />}
          onClose={() => {
            if (started) startNew();
            else if (run.close()) setSkipped(null);
          }}
        />
      )}
      {run.report && effect && (
        <HolidayEffect key={run.report.title} {...effect} phase={!started ? 'before' : busy ? 'running' : 'after'} />
      )}
    </Stack>
  );
}
