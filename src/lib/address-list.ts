// Addresses as people paste them: from a spreadsheet column, a mail client's To line or a chat.

/** One address as it was typed: its text, the address in it, and the name beside it if any. */
export interface TypedAddress {
  /** What was typed for it, trimmed: "Ada Lovelace <ada@example.com>", "ada@example.com", "ada@". */
  text: string;
  /** The address part: inside the angle brackets when there are some, else the text itself. */
  address: string;
  /** The name before the angle brackets, quotes taken off; absent when none was typed. */
  name?: string;
}

// A "Name <address>" form (the name without @, so two bare addresses before a bracketed one stay
// three), or a run of anything up to a comma, a semicolon or white space.
const PART = /(?:"([^"]*)"|([^<>,;\n"@]*?))\s*<([^<>\n]*)>|[^\s,;]+/g;

/**
 * Splits what was pasted or typed into addresses, in the order typed: on commas, semicolons, spaces
 * and new lines, keeping "Name <a@b>" and "\"Last, First\" <a@b>" forms whole. Nothing is checked here.
 */
export function splitAddresses(text: string): TypedAddress[] {
  const out: TypedAddress[] = [];
  for (const match of text.matchAll(PART)) {
    const [whole, quoted, bare, inside] = match;
    if (inside === undefined) {
      out.push({ text: whole, address: whole });
      continue;
    }
    const name = (quoted ?? bare ?? '').trim();
    out.push({ text: whole.trim(), address: inside.trim(), ...(name ? { name } : {}) });
  }
  return out;
}
