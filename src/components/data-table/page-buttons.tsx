import { Button, Group } from '@mantine/core';

/** Pages to show: the first, the last, the current one and its neighbours, gaps as null. */
export function pageWindow(page: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}

export function PageButtons({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  return (
    <Group gap={8} component="nav" aria-label="Pages" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </Button>
      {pageWindow(page, total).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true" style={{ padding: '0 4px' }}>
            …
          </span>
        ) : (
          <Button
            key={p}
            size="compact-sm"
            variant={p === page ? 'filled' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        size="compact-sm"
        variant="default"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        ›
      </Button>
    </Group>
  );
}
