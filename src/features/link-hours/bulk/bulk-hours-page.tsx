import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { DraftRestored } from '@/components/edit-page/notices';
import { QueryState } from '@/components/query-state/query-state';
import { WeekField } from '@/components/edit-page/week-field';
import { countOf } from '@/lib/format';
import { dateTimeOf } from '@/lib/time/display';
import { HoursEffect } from './hours-effect';
import { rowPreview } from './row-preview';
import { useBulkHours, type BulkHours } from './use-bulk-hours';
import { weekText } from './week-text';
import { ZoneChoice } from './zone-choice';
import { BackLink } from '@/components/back-link';

const LINK_NOUN = { one: 'link', many: 'links' };

const BACK = <BackLink to="/meetings">Scheduling links</BackLink>;

function TargetsState({ page }: { page: BulkHours }) {
  const { targets } = page;
  if (targets.status === 'reading')
    return <QueryState read={targets.read} queryKey={targets.queryKey} what="every matching link" />;
  if (targets.status !== 'ready') return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{countOf(targets.links.length, 'link', 'links')} will be changed.</Text>
      {targets.leftOut > 0 && (
        <Alert color="yellow" variant="light" title="The workspace ignored part of the filter" role="status">
          It also sent {countOf(targets.leftOut, 'link that does not match', 'links that do not match')}. They are left
          out and will not be changed.
        </Alert>
      )}
      {targets.unchecked > 0 && (
        <Alert color="blue" variant="light" title="Hosts as the workspace filtered them" role="status">
          This workspace’s links do not list their hosts, so Slotboard cannot check the host filter:{' '}
          {countOf(targets.unchecked, 'link is', 'links are')} included because the workspace sent{' '}
          {targets.unchecked === 1 ? 'it' : 'them'} for that host.
        </Alert>
      )}
      {targets.capped && (
        <Alert color="red" variant="light" title="Not every matching link could be read" role="alert">
          There are more matching links than Slotboard reads at once. Narrow the list with a host or a search first.
        </Alert>
      )}
    </Stack>
  );
}

function Editor({ page }: { page: BulkHours }) {
  const ready = page.targets.status === 'ready' && page.links.length > 0 && !page.targets.capped;
  const { bindFields } = page;
  return (
    <Stack gap="md">
      {page.draft.restored && <DraftRestored onDismiss={page.draft.dismiss} />}
      {page.draft.stale && (
        <Alert color="orange" title="You drafted hours for other links" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              On {dateTimeOf(page.draft.stale.savedAt)} you left these hours unsaved for the links picked then:{' '}
              {weekText(page.draft.stale.value.week)}, in {page.draft.stale.value.timeZone}. The links picked now are
              others, so the hours below start afresh.
            </Text>
            <Group gap="sm">
              <Button onClick={page.useStale}>Use those hours for these links</Button>
              <Button variant="default" onClick={page.dropStale}>
                Discard them
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <div ref={bindFields}>
        <WeekField editing={page} label="Weekly hours for every picked link" onValidityChange={page.onValidityChange} />
      </div>
      <ZoneChoice mode={page.zoneMode} timeZone={page.timeZone} onChange={page.setTimeZone} />
      {page.blocked && (
        <Alert color="red" variant="light" role="alert" title="Fix the highlighted hours first">
          A typed time above cannot be read, so nothing can be previewed or sent yet.
        </Alert>
      )}
      <Group>
        <Button onClick={() => void page.preview()} disabled={!ready}>
          Preview the change
        </Button>
      </Group>
    </Stack>
  );
}

/** Weekly hours painted once and applied to many scheduling links with the bulk runner. */
export function BulkHoursPage() {
  const page = useBulkHours();
  const { report, runner, close } = page.bulk;
  return (
    <Stack gap="md">
      <title>Weekly hours for many links · Slotboard</title>
      {BACK}
      <Title order={1}>Weekly hours for many links</Title>
      {report && runner ? (
        <>
          <Text>
            Every weekly hour of each link below is replaced; nothing else on the links changes. This cannot be undone
            from here.
          </Text>
          <BulkRunPanel
            report={report}
            runner={runner}
            preview={rowPreview}
            noun={LINK_NOUN}
            onClose={() => void close()}
          />
          <HoursEffect key={report.title} report={report} runner={runner} />
        </>
      ) : !page.target ? (
        <Alert color="blue" variant="light" title="No links picked">
          Tick links on the scheduling links list, or filter it and pick every matching link, then choose &quot;Set
          weekly hours&quot;.
        </Alert>
      ) : (
        <>
          <TargetsState page={page} />
          <Editor page={page} />
        </>
      )}
    </Stack>
  );
}
