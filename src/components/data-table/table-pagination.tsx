import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { countOf, plainNumber } from '@/lib/format';
import { PAGE_SIZES, type PageSize } from '@/lib/search-params';
import { PageButtons } from './page-buttons';
import classes from './table-pagination.module.css';

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
export function rangeText(
  page: number,
  pageSize: number,
  rows: number | undefined,
  total: number | undefined,
  noun: Noun,
): string {
  if (rows === undefined || rows === 0) return `Page ${plainNumber(page)}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + rows - 1;
  const range = `${plainNumber(first)}–${plainNumber(last)}`;
  return total === undefined || total < last
    ? `${range} ${noun.many}, page ${plainNumber(page)}`
    : `${range} of ${countOf(total, noun.one, noun.many)}`;
}

export function TablePagination({ page, pageSize, rows, total, totalPages, onPage, onPageSize, noun }: Props) {
  const sizeId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {rangeText(page, pageSize, rows, total, noun)}
      </Text>
      <Group gap="md" wrap="wrap">
        {/* The browser's own select, not Mantine's: the same control for a far smaller first screen. */}
        <div className={classes.sizeField}>
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            className={classes.select}
            value={String(pageSize)}
            onChange={(e) => onPageSize(Number(e.currentTarget.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <PageButtons page={page} total={Math.max(totalPages, page, 1)} onPage={onPage} />
      </Group>
    </Group>
  );
}
