import { List, Stack, Text, Title } from '@mantine/core';
import type { AddressCheck, AddressOutcome } from '@/domain/members/new-members';
import { StateBadge } from '@/components/state-badge';

/** What each typed address is, before sending: the words under it and whether it is sent. */
function checkWords(
  check: AddressCheck,
  checks: readonly AddressCheck[],
): { badge: string; color: string; words?: string } {
  switch (check.kind) {
    case 'new':
      return { badge: 'To add', color: 'blue' };
    case 'invalid':
      return { badge: 'Not sent', color: 'red', words: 'This is not an email address.' };
    case 'repeat':
      return {
        badge: 'Not sent',
        color: 'gray',
        words: `Typed again: it is sent once, as “${checks[check.first]?.typed.text ?? check.email}”.`,
      };
    case 'member':
      return {
        badge: 'Not sent',
        color: 'gray',
        words: `Already a member: ${check.name}${check.active ? '' : ' (inactive)'}.`,
      };
  }
}

/** One sentence for the field's description: how many are sent and what is left out, bad ones named. */
export function checksSummary(checks: readonly AddressCheck[]): string | undefined {
  if (checks.length === 0) return undefined;
  const bad = checks.filter((c) => c.kind === 'invalid').map((c) => `“${c.typed.text}”`);
  const repeats = checks.filter((c) => c.kind === 'repeat').length;
  const members = checks.filter((c) => c.kind === 'member').length;
  const parts = [
    bad.length ? `not an email address: ${bad.join(', ')}` : '',
    repeats ? `${repeats} typed twice` : '',
    members ? `${members} already ${members === 1 ? 'a member' : 'members'}` : '',
  ].filter(Boolean);
  return parts.length ? `Left out (${parts.join('; ')}).` : undefined;
}

/** Every typed address, in the order typed, with what a submit does with it. */
export function AddressChecks({ checks }: { checks: readonly AddressCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4" id="typed-addresses">
        Addresses typed
      </Title>
      <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0} aria-labelledby="typed-addresses">
        {checks.map((check, i) => {
          const { badge, color, words } = checkWords(check, checks);
          return (
            <List.Item key={`${i}-${check.typed.text}`}>
              <StateBadge color={color} off={badge === 'Not sent'}>
                {badge}
              </StateBadge>{' '}
              <span className="break-anywhere">{check.typed.text}</span>
              {words && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  — {words}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

function outcomeWords(outcome: AddressOutcome): { badge: string; color: string; words?: string } {
  switch (outcome.kind) {
    case 'added':
      return { badge: 'Added', color: 'teal', words: 'The member list shows this address now.' };
    case 'said-added':
      return {
        badge: 'Added, by the workspace’s word',
        color: 'teal',
        words: `${outcome.words ? `It answered “${outcome.words}”; ` : ''}reading the member list back failed, so Slotboard has not seen it there.`,
      };
    case 'refused':
      return {
        badge: 'Not added',
        color: 'red',
        words: outcome.own ? outcome.words : `The workspace refused the request: ${outcome.words}`,
      };
    case 'open':
      return {
        badge: 'May have been added',
        color: 'orange',
        words:
          outcome.check === 'checking'
            ? `${outcome.reason} Checking the member list…`
            : outcome.check === 'not-seen'
              ? `${outcome.reason} The member list does not show this address.`
              : `${outcome.reason} The member list could not be read to check.`,
      };
  }
}

/** The workspace's answer, address by address. */
export function AddressOutcomes({ outcomes }: { outcomes: readonly { email: string; outcome: AddressOutcome }[] }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4" id="answered-addresses">
        What the workspace answered
      </Title>
      <List size="sm" spacing={4} listStyleType="none" aria-labelledby="answered-addresses">
        {outcomes.map(({ email, outcome }) => {
          const { badge, color, words } = outcomeWords(outcome);
          return (
            <List.Item key={email}>
              <StateBadge color={color} off={outcome.kind === 'refused'}>
                {badge}
              </StateBadge>{' '}
              <span className="break-anywhere">{email}</span>
              {words && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  — {words}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
