import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// The label keeps the page's text colour: a tinted label on a tinted fill falls below contrast in one
// scheme or the other.
const LABEL = { label: { color: 'var(--mantine-color-text)', overflow: 'visible' } } as const;

/**
 * A record's state, said in words first. A state that turns something off (disabled, cancelled,
 * inactive) is drawn as an outline, so it stands apart from an on state by shape, not only by a hue
 * that dark mode mutes.
 */
export function StateBadge({ color, off = false, children }: { color: string; off?: boolean; children: ReactNode }) {
  return (
    <Badge variant={off ? 'outline' : 'light'} color={color} styles={LABEL}>
      {children}
    </Badge>
  );
}
