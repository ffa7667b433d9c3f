import { useEffect, useRef } from 'react';
import { announce } from './announce';

/**
 * Says a summary that follows the admin's edits ("What saving will change: 2 changes") each time it
 * changes, not when it is first drawn. Empty text says nothing.
 */
export function useAnnounceChange(text: string) {
  const said = useRef(text);
  useEffect(() => {
    if (said.current === text) return;
    said.current = text;
    // After the edit's own words ("Monday 9:00 AM, available"), not in their place.
    if (text) announce(text, { after: true });
  }, [text]);
}
