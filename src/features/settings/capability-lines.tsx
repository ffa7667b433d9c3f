import { Button, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useCapabilityChecking } from '@/api/capabilities';
import { capabilityKeys, type CapabilityAnswer } from '@/api/capability-store';
import { useConnection } from '@/api/connection';

const WORDS: Record<CapabilityAnswer, string> = { yes: 'yes', no: 'no', unknown: 'not known yet' };

/** What the active workspace offers beyond the spec (PRODUCT.md decision 10), in plain words. */
export function CapabilityLines() {
  const reads = useCapability('availabilityReads');
  const checking = useCapabilityChecking('availabilityReads');
  const zoned = useCapability('linkHoursTimeZone', 'v2');
  const queryClient = useQueryClient();
  const { workspaceId } = useConnection();
  return (
    <Stack gap={4} align="flex-start">
      <List size="sm" spacing={2} listStyleType="none" aria-label="What this workspace lets Slotboard do">
        <List.Item>
          This workspace lets Slotboard read availabilities: <Text span inherit fw={600}>{checking ? 'checking…' : WORDS[reads]}</Text>
          {reads === 'no' && <Text span inherit> — availability screens show what this browser saved instead.</Text>}
        </List.Item>
        <List.Item>
          This workspace lets Slotboard set a link's hours in a chosen time zone: <Text span inherit fw={600}>{WORDS[zoned]}</Text>
          {zoned === 'unknown' && <Text span inherit c="dimmed"> (found out the first time hours are saved)</Text>}
        </List.Item>
      </List>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => void queryClient.refetchQueries({ queryKey: capabilityKeys.one(workspaceId, 'availabilityReads', 'v1') })}
      >
        Check the workspace's features again
      </Button>
    </Stack>
  );
}
