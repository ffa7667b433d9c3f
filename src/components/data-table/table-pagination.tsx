import { Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES, type PageSize } from '@/lib/search-params';
import { PageButtons } from './page-buttons';

interface Props {
  page: number;
  pageSize: PageSize;
  total: number | undefined;
  totalPages: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  noun: string;
}

export function TablePagination({ page, pageSize, total, totalPages, onPage, onPageSize, noun }: Props) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = total === undefined ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {total === undefined ? `Page ${page}` : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`}
      </Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label="Rows per page"
          size="xs"
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(e) => onPageSize(Number(e.currentTarget.value) as PageSize)}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
        />
        <PageButtons page={page} total={Math.max(totalPages, 1)} onPage={onPage} />
      </Group>
    </Group>
  );
}
