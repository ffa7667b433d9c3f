/** Where the Slotboard server keeps its shared record, once its config said it keeps one (api/server-config.ts). */
export const recordKept: { path: string | null } = { path: null };
