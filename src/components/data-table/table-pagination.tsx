import { Group, NativeSelect, Text } from '@mantine/core';
import { countOf } from '@/lib/format';
import { PAGE_SIZES, type PageSize } from '@/lib/search-params';
import { PageButtons } from './page-buttons';

export interface Noun {
  one: string;
  many: string;
}

interface Props {
  page: number;
  pageSize: PageSize;
  /** Rows on this page once it is in. */
  rows: number | undefined;
  /** The checked total, undefined when the workspace's count cannot be believed. */
  total: number | undefined;
  totalPages: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  noun: Noun;
}

/** "31–60 of 120 links" from the rows actually shown; only a checked total is ever printed. */
export function rangeText(page: number, pageSize: number, rows: number | undefined, total: number | undefined, noun: Noun): string {
  if (rows === undefined || rows === 0) return `Page ${page.toLocaleString('en-US')}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + rows - 1;
  const range = `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')}`;
  return total === undefined || total < last ? `${range} ${noun.many}, page ${page.toLocaleString('en-US')}` : `${range} of ${countOf(total, noun.one, noun.many)}`;
}

export function TablePagination({ page, pageSize, rows, total, totalPages, onPage, onPageSize, noun }: Props) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {rangeText(page, pageSize, rows, total, noun)}
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
        <PageButtons page={page} total={Math.max(totalPages, page, 1)} onPage={onPage} />
      </Group>
    </Group>
  );
}
