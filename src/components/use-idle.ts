import { useEffect, useState } from 'react';
import { afterFirstRead, whenIdle } from '@/lib/idle';

/**
 * False until the first screen's own read is in and the browser is then idle: for work the first
 * paint does not need. Idle alone is not enough: the browser is idle while it waits for that read.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let gone = false;
    afterFirstRead(() => {
      if (!gone) cancel = whenIdle(() => setIdle(true));
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, []);
  return idle;
}
