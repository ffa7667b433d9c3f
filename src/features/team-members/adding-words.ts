/**
 * The one sentence said where "Add members" would be, once the workspace answered the POST with a
 * 404, 405 or 501: on the members list and on the screen itself. Apart, so the list does not load
 * the screen's code.
 */
export const ADDING_NOT_OFFERED = 'This workspace does not offer adding members through its API: add them in NeetoCal.';
