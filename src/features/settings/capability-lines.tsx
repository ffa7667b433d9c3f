import { Button, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useCapabilityCheck, type CapabilityUnclear } from '@/api/capabilities';
import { capabilityKeys, type CapabilityAnswer } from '@/api/capability-store';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';

const WORDS: Record<CapabilityAnswer, string> = { yes: 'yes', no: 'no', unknown: 'not known yet' };

/** Why the last check could not tell, in plain words: never a yes or a no. */
function unclearWords(unclear: CapabilityUnclear) {
  if (unclear.reason === 'no-member')
    return 'Slotboard cannot tell yet: the workspace has no team member with an email address to ask about.';
  if (unclear.reason === 'no-link')
    return 'Slotboard cannot tell yet: the workspace has no scheduling link to ask about.';
  const said = isApiError(unclear.detail) ? ` (${unclear.detail.message})` : '';
  return `Slotboard could not tell: the check did not get an answer it could read${said}. Check again later.`;
}

/** What the active workspace offers beyond the spec (docs/product.md decision 10), in plain words. */
export function CapabilityLines() {
  const reads = useCapabilityCheck('availabilityReads');
  const zoned = useCapability('linkHoursTimeZone', 'v2');
  const slots = useCapabilityCheck('slots');
  const slotsUnclear = slots.unclear && !slots.checking ? slots.unclear : null;
  const queryClient = useQueryClient();
  const { workspaceId } = useConnection();
  const unclear = reads.unclear && !reads.checking ? reads.unclear : null;
  return (
    <Stack gap={4} align="flex-start">
      <List size="sm" spacing={2} listStyleType="none" aria-label="What this workspace lets Slotboard do">
        <List.Item>
          This workspace lets Slotboard read availabilities:{' '}
          <Text span inherit fw={600}>
            {reads.checking
              ? 'checking…'
              : unclear && reads.answer === 'unknown'
                ? 'could not tell'
                : WORDS[reads.answer]}
          </Text>
          {!reads.checking && reads.answer === 'no' && (
            <Text span inherit>
              {' '}
              — availability screens show what this browser saved instead.
            </Text>
          )}
          {unclear && (
            <Text span inherit c="dimmed">
              {' '}
              — {reads.answer === 'unknown' ? '' : 'as last known. '}
              {unclearWords(unclear)}
            </Text>
          )}
        </List.Item>
        <List.Item>
          This workspace lets Slotboard read a link's bookable times:{' '}
          <Text span inherit fw={600}>
            {slots.checking
              ? 'checking…'
              : slotsUnclear && slots.answer === 'unknown'
                ? 'could not tell'
                : WORDS[slots.answer]}
          </Text>
          {!slots.checking && slots.answer === 'no' && (
            <Text span inherit>
              {' '}
              — a link's page says its bookable times are not offered by this workspace.
            </Text>
          )}
          {slotsUnclear && (
            <Text span inherit c="dimmed">
              {' '}
              — {slots.answer === 'unknown' ? '' : 'as last known. '}
              {unclearWords(slotsUnclear)}
            </Text>
          )}
        </List.Item>
        <List.Item>
          This workspace lets Slotboard set a link's hours in a chosen time zone:{' '}
          <Text span inherit fw={600}>
            {WORDS[zoned]}
          </Text>
          {zoned === 'unknown' && (
            <Text span inherit c="dimmed">
              {' '}
              (found out the first time hours are saved)
            </Text>
          )}
        </List.Item>
      </List>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          void queryClient.refetchQueries({ queryKey: capabilityKeys.one(workspaceId, 'availabilityReads', 'v1') });
          void queryClient.refetchQueries({ queryKey: capabilityKeys.one(workspaceId, 'slots', 'v1') });
        }}
      >
        Check the workspace's features again
      </Button>
    </Stack>
  );
}
