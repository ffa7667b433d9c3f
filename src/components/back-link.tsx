import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { returningToList, wayBackTo } from '@/lib/way-back';

/**
 * A page's "← List" link: back to the list (or page) at `to` as it was left in this tab, its filters,
 * page and scroll included (lib/way-back.ts), as browser Back would.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const href = wayBackTo(to);
  return (
    <Anchor component={Link} href={href} size="sm" className="tap-line" onClick={() => returningToList(href)}>
      ← {children}
    </Anchor>
  );
}
