import { parseAddress, type AddressProblem } from './workspace-url';

// The words for an address that cannot be used, kept apart from workspace-url.ts: only the forms
// that show them need them, and workspace-url.ts is part of the first screen's code.

type AddressResult = { ok: true; address: string; expanded: boolean } | { ok: false; message: string };

const NOT_WEB = 'This is not a web address. Enter a subdomain (acme) or a full address (https://acme.neetocal.com).';

const MESSAGES: Record<AddressProblem, string> = {
  empty: 'Enter the workspace address, for example acme or https://acme.neetocal.com.',
  'not-web': NOT_WEB,
  scheme: 'The address must start with https://.',
  http: 'Use https://: over plain http the API key would travel unencrypted.',
  'http-port': "Over plain http, give the local sandbox's port too, for example http://127.0.0.1:4010.",
  credentials: 'Leave the user name and password out of the address.',
};

/** parseAddress, with what is wrong said in words for the admin. */
export function normalizeAddress(input: string, appOrigin?: string): AddressResult {
  const parsed = parseAddress(input, appOrigin);
  return parsed.ok ? parsed : { ok: false, message: MESSAGES[parsed.problem] };
}

/** Whether an address goes on past its host (a path), which the server's pass-through cannot reach. */
export const hasPath = (address: string) => {
  try {
    return new URL(address).pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
};
