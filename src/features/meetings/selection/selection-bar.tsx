import { Button, Group, Paper, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { useConnection } from '@/api/connection';
import { countOf } from '@/lib/format';
import type { MeetingsSearch } from '../meetings-search';
import { writeTarget } from '@/domain/links/link-targets';
import type { LinkSelection } from './use-link-selection';
import { useMatchingCount } from './use-matching-count';

export const BULK_HOURS_PATH = '/meetings/weekly-hours';
export const LINK_CHANGES_PATH = '/meetings/changes';

/** What is selected on the links list, and "Set weekly hours" for it. */
export function SelectionBar({ selection, search }: { selection: LinkSelection; search: MeetingsSearch }) {
  const { workspaceId } = useConnection();
  const matching = useMatchingCount(search);
  const [, navigate] = useLocation();
  const { filter, filtered, allMatching, count } = selection;
  if (!filtered && count === 0) return null;
  const open = (path: string) => {
    writeTarget(
      workspaceId,
      allMatching ? { kind: 'all', hosts: filter.hosts, q: filter.q } : { kind: 'rows', links: selection.links },
    );
    navigate(path);
  };
  return (
    <Paper withBorder p="xs" role="region" aria-label="Selected links">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" aria-live="polite">
          {allMatching
            ? 'Every link matching the filter is selected.'
            : count === 0
              ? matching === 0
                ? 'No link matches the filter.'
                : 'No links selected.'
              : `${countOf(count, 'link', 'links')} selected.`}
        </Text>
        <Group gap="xs">
          {/* "Select all 0 matching links" would select nothing: offered only where a link may match. */}
          {filtered && !allMatching && matching !== 0 && (
            <Button size="xs" variant="default" onClick={selection.pickAllMatching}>
              {matching === null
                ? 'Select all matching links'
                : `Select all ${countOf(matching, 'matching link', 'matching links')}`}
            </Button>
          )}
          {(allMatching || count > 0) && (
            <Button size="xs" variant="default" onClick={selection.clear}>
              Clear the selection
            </Button>
          )}
          <Button size="xs" onClick={() => open(BULK_HOURS_PATH)} disabled={!allMatching && count === 0}>
            Set weekly hours
          </Button>
          <Button size="xs" onClick={() => open(LINK_CHANGES_PATH)} disabled={!allMatching && count === 0}>
            Change the links
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
