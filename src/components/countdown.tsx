import { useEffect, useState } from 'react';
import { formatWait } from '@/lib/format-details';

/** What a countdown says while it runs ("Trying again in 3 s.") and once it is over. */
export interface CountdownWords {
  left: (wait: string) => string;
  over: string;
}

/**
 * The wait a 429's Retry-After asked for, counted down in whole seconds: a read's error before it tries
 * again, a save's outcome before it may be sent again. `onDone` is called once, when the wait is over.
 */
export function Countdown({ until, onDone, words }: { until: number; onDone: () => void; words: CountdownWords }) {
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return undefined;
    }
    // Drawn again when the whole seconds shown change, not a second after the last draw: a count
    // started mid-second would otherwise show one second more than is left for most of each second.
    const id = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDone is called once, when the wait is over
  }, [now, until]);
  return <span aria-live="off">{left > 0 ? words.left(formatWait(left)) : words.over}</span>;
}
