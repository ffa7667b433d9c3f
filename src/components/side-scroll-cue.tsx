import { Text } from '@mantine/core';
import type { SideScroll } from './use-side-scroll';

interface Props {
  /** Where the box hides content (useSideScroll). */
  side: SideScroll;
  /** For the box's aria-describedby. */
  id: string;
  /** What is out of view: "columns", "days". */
  what: string;
  className?: string;
}

/** "Scroll sideways for more columns →" over a box wider than its place, or nothing when all of it shows. */
export function SideScrollCue({ side, id, what, className }: Props) {
  if (!side.left && !side.right) return null;
  return (
    <Text id={id} size="xs" c="dimmed" ta="end" className={className}>
      Scroll sideways for more {what} {side.right ? '→' : '←'}
    </Text>
  );
}
