import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Link } from 'wouter';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { QueryState } from '@/components/query-state/query-state';
import { countOf } from '@/lib/format';
import { DepartureBookings } from './departure-bookings';
import { MemberSelect, useMemberChoices } from './member-select';
import { RunEffect } from './run-effect';
import { LeftOut, runRowPreview } from './run-preview';
import { soleHost, useDeparture, type Departure } from './use-departure';
import { BackLink } from '@/components/back-link';

const ROW_NOUN = { one: 'change', many: 'changes' };
const linkName = (m: { name?: string | null; slug?: string | null; sid: string }) => m.name || m.slug || m.sid;

function HandOver({ d }: { d: Departure }) {
  const { data: choices } = useMemberChoices(d.email);
  const sole = d.theirs.filter((m) => soleHost(m, d.email));
  const shared = d.theirs.filter((m) => !m.hostsUnlisted && !soleHost(m, d.email));
  const unlisted = d.theirs.filter((m) => m.hostsUnlisted);
  return (
    <Stack gap="md">
      <Text fw={600}>
        {d.name} hosts {countOf(d.theirs.length, 'link', 'links')}: {sole.length} only they host, {shared.length} with
        others.
      </Text>
      {sole.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Links only they host">
          <Title order={2} size="h4">
            Links only they host ({sole.length})
          </Title>
          <MemberSelect
            label="New host for each of these links"
            value={d.forAll}
            onChange={d.setForAll}
            choices={choices}
          />
          <Table.ScrollContainer minWidth={0}>
            <Table withTableBorder>
              <Table.Caption>A different new host for one link, if it needs one</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Link</Table.Th>
                  <Table.Th scope="col">New host</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sole.map((m) => (
                  <Table.Tr key={m.sid}>
                    <Table.Th scope="row" fw={500}>
                      {linkName(m)}
                    </Table.Th>
                    <Table.Td>
                      <MemberSelect
                        label={`New host of ${linkName(m)}`}
                        value={d.perLink[m.sid] ?? null}
                        onChange={(to) => d.setPerLink(m.sid, to)}
                        choices={choices}
                        placeholder="The one chosen above"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {shared.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Links they host with others">
          <Title order={2} size="h4">
            Links they host with others ({shared.length})
          </Title>
          <Text size="sm">These simply drop {d.name}; their other hosts stay.</Text>
          <List size="sm" spacing={2}>
            {shared.map((m) => (
              <List.Item key={m.sid}>{linkName(m)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {unlisted.length > 0 && (
        <Alert color="yellow" variant="light" title="Links whose hosts the workspace does not list" role="status">
          {unlisted.map(linkName).join(', ')}: change each on its own page.
        </Alert>
      )}
      <Checkbox
        label={`Deactivate ${d.name} once the links are sent`}
        checked={d.deactivate}
        onChange={(e) => d.setDeactivate(e.currentTarget.checked)}
      />
      {d.left && d.left.rows.length === 0 && !d.deactivate && (
        <Alert color="blue" variant="light" title="Nothing to send" role="status">
          None of their links would change.
        </Alert>
      )}
      {d.left && d.left.rows.length === 0 && <LeftOut plan={d.left} />}
      <Group>
        <Button onClick={() => void d.preview()}>Preview the departure</Button>
      </Group>
    </Stack>
  );
}

/** A member's departure as one run: each of their links handed over or dropping them, and optionally deactivating them. */
export function DeparturePage({ id }: { id: string }) {
  const d = useDeparture(id);
  const { report, runner } = d.run;
  const back = <BackLink to={`/team-members/${encodeURIComponent(id)}`}>{d.member ? d.name : 'Team member'}</BackLink>;
  const heading = d.member ? `Departure of ${d.name}` : 'A member’s departure';
  return (
    <Stack gap="md">
      <title>{`${heading} · Slotboard`}</title>
      {back}
      <Title order={1}>{heading}</Title>
      {report && runner ? (
        <>
          <Text>
            Each link is sent its whole new host list; nothing else on it changes. The run can be put back from{' '}
            <Anchor component={Link} href="/activity">
              Activity
            </Anchor>{' '}
            (Revert run).
          </Text>
          {d.member && !report.title.startsWith(`Departure of ${d.name}:`) && (
            <Alert color="yellow" variant="light" title="Another member’s departure is open" role="status">
              This is the workspace’s last departure run. Close its report to prepare the departure of {d.name}.
            </Alert>
          )}
          {d.left && <LeftOut plan={d.left} />}
          <BulkRunPanel report={report} runner={runner} preview={runRowPreview} noun={ROW_NOUN} onClose={d.closeRun} />
          <RunEffect key={report.id} report={report} runner={runner} />
        </>
      ) : d.members.data === undefined ? (
        <QueryState read={d.members} queryKey={d.membersKey} what="the team members" />
      ) : !d.member || !d.email ? (
        <Alert color="red" variant="light" title="No such member" role="alert">
          The workspace lists no member with this id and an email, so there are no links to hand over.
        </Alert>
      ) : (
        <>
          {d.links.data === undefined ? (
            <QueryState read={d.links} queryKey={d.linksKey} what="their links" />
          ) : (
            <HandOver d={d} />
          )}
          <DepartureBookings email={d.email} name={d.name} />
        </>
      )}
    </Stack>
  );
}
