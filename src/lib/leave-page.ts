// Leaving the app for a page of its server (the sign-in page) on purpose, with every draft kept on
// this device: the page asks nothing then about unsaved changes, as the one it comes back to restores them.

let leaving = false;

/** Whether the page is leaving on purpose: the unsaved-changes guard then asks nothing. */
export const leavingForGood = () => leaving;

export function leaveForGood(address: string) {
  leaving = true;
  window.location.assign(address);
}
