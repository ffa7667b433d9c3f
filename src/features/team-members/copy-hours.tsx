import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import type { TeamMember } from '@/api/team-members/schemas';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { memberName } from '@/domain/members/member-name';
import { sameAddress } from '@/domain/members/new-members';
import { weekWords } from '@/lib/activity/describe';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import type { ReportRow } from '@/lib/bulk/report';
import { availabilityToCopy, copyHoursActions, copyHoursPayloadSchema, copyPayload } from './copy-hours-actions';

const NOUN = { one: 'new member', many: 'new members' };

const preview = (row: ReportRow) => {
  const p = copyHoursPayloadSchema.safeParse(row.payload);
  return p.success
    ? `${p.data.name}: ${weekWords(p.data.periods)}${p.data.time_zone ? ` (${p.data.time_zone})` : ''}`
    : null;
};

/**
 * After members are added: a colleague's weekly hours copied to each of them as a new availability,
 * one create per member on the bulk runner (429s waited out, nothing sent twice, kept across a reload).
 */
export function CopyHours({ added, members }: { added: readonly string[]; members: readonly TeamMember[] }) {
  const connection = useConnection();
  const { client, workspaceId } = connection;
  const context = { client, workspaceId, workspaceLabel: connection.active.label };
  const bulk = useBulkRun({
    workspaceId,
    kind: 'new-member-hours',
    workspaceLabel: connection.active.label,
    actions: (row) => copyHoursActions(context, row),
  });
  const newOnes = new Set(added.map(sameAddress));
  const colleagues = members.filter((m) => m.email && !newOnes.has(sameAddress(m.email)) && m.active !== false);
  const [colleagueId, setColleagueId] = useState('');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (bulk.report && bulk.runner)
    return (
      <BulkRunPanel
        report={bulk.report}
        runner={bulk.runner}
        preview={preview}
        noun={NOUN}
        onClose={() => void bulk.close()}
      />
    );
  if (added.length === 0) return null;

  const prepare = async () => {
    const colleague = colleagues.find((m) => m.id === colleagueId);
    if (!colleague?.email || reading) return;
    setReading(true);
    setProblem(null);
    try {
      const { availabilities } = await client.availabilities.listForMember(colleague.email);
      const source = availabilityToCopy(availabilities);
      if (!source) {
        setProblem(`${memberName(colleague)} has no availability to copy.`);
        return;
      }
      const rows = added.map((email) => ({
        id: sameAddress(email),
        label: email,
        payload: copyPayload(source, { name: memberName(colleague), time_zone: colleague.time_zone }, email),
      }));
      bulk.prepare(
        `Hours of ${memberName(colleague)} for ${rows.length} new ${rows.length === 1 ? 'member' : 'members'}`,
        rows,
      );
    } catch (error) {
      setProblem(
        `${memberName(colleague)}’s hours could not be read (${error instanceof Error ? error.message : 'no answer'}); nothing was sent.`,
      );
    } finally {
      setReading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="copy-hours-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="copy-hours-title">
          Give the new members a colleague’s hours
        </Title>
        <Text size="sm" c="dimmed">
          Optional. Each new member gets a new availability with the colleague’s weekly hours, at the same moments in
          the colleague’s time zone. Their days off are not copied. You see each one before anything is sent.
        </Text>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Colleague"
            data={[
              { value: '', label: 'Choose a colleague' },
              ...colleagues.map((m) => ({ value: m.id, label: `${memberName(m)} (${m.email ?? ''})` })),
            ]}
            value={colleagueId}
            onChange={(e) => setColleagueId(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button variant="default" onClick={() => void prepare()} disabled={!colleagueId} loading={reading}>
            Preview their hours for {added.length} {added.length === 1 ? 'member' : 'members'}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert" title="Nothing to copy">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
