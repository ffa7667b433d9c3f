import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { leavingForGood } from '@/lib/leave-page';

export const LEAVE_MESSAGE =
  'You have changes that are not saved. Leave this page anyway? Your draft stays on this device.';

/**
 * While `dirty`, holds an in-app link that would lead away until the admin answers (`pending`), and
 * asks before the page is closed or reloaded: there only the browser's own box can ask. Back cannot
 * be held; the draft covers it.
 */
export function useUnsavedGuard(dirty: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // Once the admin chose to leave, the page may stay drawn while the next screen loads: a reload then must not ask again.
  const leaving = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    leaving.current = false;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current || leavingForGood()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    // Capture phase on the document runs before React's own click handling on the root.
    const onClick = (e: MouseEvent) => {
      if (leaving.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin)
        return;
      if (link.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
  return {
    /** Where an in-app link was about to lead, while the admin is asked. */
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to === null) return;
      leaving.current = true;
      navigate(to);
    },
  };
}
