import { useEffect, useState } from 'react';
import { firstReadSettled } from '@/lib/first-read';

/**
 * False until the first screen's own read is in and the browser is then idle: for work the first
 * paint does not need. Idle alone is not enough: the browser is idle while it waits for that read.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    let gone = false;
    void firstReadSettled().then(() => {
      if (gone) return;
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 200);
        cancel = () => window.clearTimeout(id);
      }
    });
    return () => {
      gone = true;
      cancel();
    };
  }, []);
  return idle;
}
