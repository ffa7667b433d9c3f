import { countOf, plainNumber } from '@/lib/format';

// The effect of a change in words: how many bookable times more or fewer, and whether the
// workspace's own read-back agrees with the estimate.

/** "96 fewer slots", "1 more slot", "no change in slots". */
export function differenceWords(by: number): string {
  if (by === 0) return 'no change in slots';
  const n = Math.abs(by);
  return `${plainNumber(n)} ${by < 0 ? 'fewer' : 'more'} ${n === 1 ? 'slot' : 'slots'}`;
}

/** "Priya Sharma's 22 links: 96 fewer slots in the next 4 weeks". */
export const groupWords = (owner: string | null, links: number, by: number) =>
  `${owner ? `${owner}'s ${countOf(links, 'link', 'links')}` : countOf(links, 'link', 'links')}: ${differenceWords(by)} in the next 4 weeks`;

export interface Agreement {
  agree: boolean;
  text: string;
}

/** The estimate's difference beside the workspace's own, said plainly where they differ. */
export function agreementWords(estimated: number, readBack: number): Agreement {
  if (estimated === readBack)
    return { agree: true, text: `The workspace's own slots agree with the estimate (${differenceWords(readBack)}).` };
  return {
    agree: false,
    text: `The workspace's own slots differ from the estimate: the estimate said ${differenceWords(estimated)}, the workspace shows ${differenceWords(readBack)}. The difference is something Slotboard cannot see, such as a connected calendar or a booking made meanwhile.`,
  };
}
