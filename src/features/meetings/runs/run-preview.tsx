import { List, Stack, Text, Title } from '@mantine/core';
import type { ReportRow } from '@/lib/bulk/report';
import { runRowSchema } from './link-run-actions';
import type { NamedLink, RunPlan } from './plan-run';

/** One row's line of the preview, from exactly what it will send. */
export function runRowPreview(row: ReportRow) {
  const parsed = runRowSchema.safeParse(row.payload);
  if (!parsed.success) return <Text size="sm">This line could not be read, so nothing will be sent for it.</Text>;
  const p = parsed.data;
  if (p.type === 'deactivate') return <Text size="sm">Active: yes → no (they can be made active again).</Text>;
  return (
    <Stack gap={2}>
      {p.lines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        Hosts after: {p.body.hosts.join(', ')}
      </Text>
    </Stack>
  );
}

function Named({ title, links }: { title: string; links: readonly NamedLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <List size="sm" spacing={2}>
        {links.map((l) => (
          <List.Item key={l.sid}>
            {l.name}: {l.words}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** The links the run leaves out, each named with why. */
export function LeftOut({ plan }: { plan: Pick<RunPlan, 'refused' | 'unchanged'> }) {
  return (
    <>
      <Named title={`Refused, not sent (${plan.refused.length})`} links={plan.refused} />
      <Named title={`Nothing to change (${plan.unchanged.length})`} links={plan.unchanged} />
    </>
  );
}
