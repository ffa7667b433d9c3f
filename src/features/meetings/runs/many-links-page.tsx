import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { QueryState } from '@/components/query-state/query-state';
import { readTarget } from '@/domain/links/link-targets';
import { countOf } from '@/lib/format';
import { minutesProblem } from '../settings/durations-rules';
import { changeTitle, type LinkChange } from './link-change';
import { MemberSelect, useMemberChoices } from './member-select';
import { planRun, type RunPlan } from './plan-run';
import { RunEffect } from './run-effect';
import { LeftOut, runRowPreview } from './run-preview';
import { useLinkRun } from './use-link-run';
import { useRunTargets, type RunTargets } from './use-run-targets';
import { BackLink } from '@/components/back-link';

const LINK_NOUN = { one: 'link', many: 'links' };
type What = LinkChange['kind'];
const WHATS: { value: Exclude<What, 'hand-over'>; label: string }[] = [
  { value: 'add-host', label: 'Add a host' },
  { value: 'remove-host', label: 'Remove a host' },
  { value: 'duration', label: 'Set the duration' },
  { value: 'increment', label: 'Set how often start times come' },
];

function TargetsState({ targets }: { targets: RunTargets }) {
  if (targets.status === 'reading')
    return <QueryState read={targets.read} queryKey={targets.queryKey} what="the picked links as they are now" />;
  if (targets.status !== 'ready') return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{countOf(targets.links.length, 'link is picked.', 'links are picked.')}</Text>
      {targets.missing.length > 0 && (
        <Alert color="yellow" variant="light" title="Some picked links are no longer listed" role="status">
          {targets.missing.join(', ')}: they are left out.
        </Alert>
      )}
      {targets.leftOut > 0 && (
        <Alert color="yellow" variant="light" title="The workspace ignored part of the filter" role="status">
          It also sent {countOf(targets.leftOut, 'link that does not match', 'links that do not match')}. They are left
          out and will not be changed.
        </Alert>
      )}
      {targets.capped && (
        <Alert color="red" variant="light" title="Not every link could be read" role="alert">
          There are more links than Slotboard reads at once. Narrow the list with a host or a search first.
        </Alert>
      )}
    </Stack>
  );
}

/** One change (a host added or removed, a duration, a start-time step) to many links, as a run. */
export function ManyLinksPage() {
  const { workspaceId } = useConnection();
  const [target] = useState(() => readTarget(workspaceId));
  const { targets, readNow } = useRunTargets(target);
  const run = useLinkRun('link-changes');
  const { data: choices } = useMemberChoices();
  const [what, setWhat] = useState<Exclude<What, 'hand-over'>>('add-host');
  const [host, setHost] = useState<string | null>(null);
  const [minutes, setMinutes] = useState('');
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<RunPlan | null>(null);
  const hostChange = what === 'add-host' || what === 'remove-host';
  const problem = hostChange ? (host ? null : 'Choose a member.') : minutesProblem(minutes);
  const ready = targets.status === 'ready' && targets.links.length > 0 && !targets.capped;

  const preview = async () => {
    setTried(true);
    if (problem) return;
    // Planned against the links as they are now: read again at this moment.
    const now = await readNow();
    if (!now) return;
    const change: LinkChange =
      what === 'add-host' || what === 'remove-host' ? { kind: what, email: host ?? '' } : { kind: what, minutes };
    const plan = planRun(now.links, () => change, run.nameOf, run.inactive);
    setLeft(plan);
    const title = `${changeTitle(change, run.nameOf)} on ${countOf(plan.rows.length, 'link', 'links')}`;
    if (plan.rows.length > 0) run.prepare(title, plan.rows);
  };

  const { report, runner } = run;
  return (
    <Stack gap="md">
      <title>Change many links · Slotboard</title>
      <BackLink to="/meetings">Scheduling links</BackLink>
      <Title order={1}>Change many links</Title>
      {report && runner ? (
        <>
          <Text>
            Each link below is sent its whole host list and the one field that changes; nothing else on it changes. A
            run can be put back from Activity (Revert run).
          </Text>
          {left && <LeftOut plan={left} />}
          <BulkRunPanel
            report={report}
            runner={runner}
            preview={runRowPreview}
            noun={LINK_NOUN}
            onClose={() => {
              if (run.close()) setLeft(null);
            }}
          />
          <RunEffect key={report.id} report={report} runner={runner} />
        </>
      ) : !target ? (
        <Alert color="blue" variant="light" title="No links picked">
          Tick links on the scheduling links list, or filter it and pick every matching link, then choose &quot;Change
          the links&quot;.
        </Alert>
      ) : (
        <>
          <TargetsState targets={targets} />
          <Radio.Group label="What to change" value={what} onChange={(v) => setWhat(v as typeof what)}>
            <Stack gap="xs" mt="xs">
              {WHATS.map((w) => (
                <Radio key={w.value} value={w.value} label={w.label} />
              ))}
            </Stack>
          </Radio.Group>
          {hostChange ? (
            <MemberSelect
              label={what === 'add-host' ? 'Host to add' : 'Host to remove'}
              value={host}
              onChange={setHost}
              choices={choices}
              error={tried ? problem : null}
            />
          ) : (
            <TextInput
              label={what === 'duration' ? 'Duration (minutes)' : 'Start times every (minutes)'}
              value={minutes}
              onChange={(e) => setMinutes(e.currentTarget.value)}
              inputMode="numeric"
              maw={240}
              error={tried ? problem : null}
            />
          )}
          {left && left.rows.length === 0 && (
            <Alert color="blue" variant="light" title="Nothing to send" role="status">
              None of the picked links would change.
            </Alert>
          )}
          {left && left.rows.length === 0 && <LeftOut plan={left} />}
          <Group>
            <Button onClick={() => void preview()} disabled={!ready}>
              Preview the change
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
