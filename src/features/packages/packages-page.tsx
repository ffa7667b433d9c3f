import { Stack, Text, Title } from '@mantine/core';
import { useConnection } from '@/api/connection';
import { packagesPageQuery } from '@/api/packages/queries';
import type { Package } from '@/api/packages/schemas';
import { PagedListView } from '@/components/data-table/paged-list';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Shown } from '@/components/not-readable';
import { StateBadge } from '@/components/state-badge';
import { shownFee, shownSeconds } from '@/lib/format-details';

const COLUMNS = [
  {
    key: 'name',
    header: 'Name',
    cell: (p: Package) => (
      <div>
        <Text fw={600} size="sm" className="break-anywhere">
          {p.name || '—'}
        </Text>
        {p.slug && (
          <Text size="xs" c="dimmed" className="break-anywhere">
            /{p.slug}
          </Text>
        )}
      </div>
    ),
    style: { minWidth: 240, maxWidth: 380 },
  },
  {
    key: 'status',
    header: 'Status',
    cell: (p: Package) => (
      <StateBadge color={p.status === 'enabled' ? 'teal' : 'gray'} off={p.status === 'disabled'}>
        {p.status === 'enabled' ? 'Enabled' : p.status === 'disabled' ? 'Disabled' : 'Unknown'}
      </StateBadge>
    ),
  },
  {
    key: 'duration',
    header: 'Duration',
    cell: (p: Package) => (p.duration == null ? '—' : <Shown value={shownSeconds(p.duration)} />),
    style: { whiteSpace: 'nowrap' },
  },
  {
    key: 'fee',
    header: 'Fee',
    cell: (p: Package) => (p.fee ? <Shown value={shownFee(p.fee)} /> : 'Free'),
    style: { whiteSpace: 'nowrap' },
  },
] as const;

export function PackagesPage() {
  const connection = useConnection();
  const list = usePagedList(
    (params) => packagesPageQuery(connection, params),
    (d) => d.packages.length,
  );
  return (
    <Stack gap="md">
      <title>Packages · Slotboard</title>
      <div>
        <Title order={1}>Packages</Title>
        <Text c="dimmed">Bundles of sessions with their duration and fee.</Text>
      </div>
      <PagedListView
        list={list}
        rows={(d) => d.packages}
        label="Packages table"
        columns={COLUMNS}
        rowKey={(p: Package) => p.id}
        minWidth={640}
        noun={{ one: 'package', many: 'packages' }}
        emptyTitle="This workspace has no packages"
      />
    </Stack>
  );
}
