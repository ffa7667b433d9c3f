// Why a call to a workspace failed, in the admin's words and with the next step: a name that does
// not exist, a connection refused, no answer in time, a certificate that cannot be trusted, or the
// network in between. Node puts the reason in `code` (its own http client and DNS) or in
// `cause.code` (the Fetch API); anything else is said as the network in between.

type UpstreamFailureCode =
  'upstream_name_not_found' | 'upstream_refused' | 'upstream_timeout' | 'upstream_tls' | 'upstream_unreachable';

interface UpstreamFailure {
  status: 502 | 504;
  code: UpstreamFailureCode;
  error: string;
}

const NAME_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'NXDOMAIN']);
const REFUSED = new Set(['ECONNREFUSED']);
const TIMED_OUT = new Set([
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const TLS =
  /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|HOSTNAME_MISMATCH|EPROTO$)/;

/** The first `code` found on the error or along its causes. */
export function failureCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function upstreamFailure(error: unknown, host: string, timedOut: boolean, timeoutMs: number): UpstreamFailure {
  const code = failureCode(error);
  const seconds = Math.round(timeoutMs / 1000);
  if (timedOut || (code && TIMED_OUT.has(code))) {
    return {
      status: 504,
      code: 'upstream_timeout',
      error: `${host} did not answer within ${seconds} s. The workspace may be down or very slow: try again in a minute.`,
    };
  }
  const message = error instanceof Error ? error.message : '';
  if ((code && NAME_NOT_FOUND.has(code)) || / resolves to no address$/.test(message)) {
    return {
      status: 502,
      code: 'upstream_name_not_found',
      error: `No address exists with the name ${host}. Check the workspace address for typos: it looks like your-workspace.neetocal.com.`,
    };
  }
  if (code && REFUSED.has(code)) {
    return {
      status: 502,
      code: 'upstream_refused',
      error: `${host} exists but refused the connection: nothing answers there. Check the port in the address, or try again later if the workspace is down.`,
    };
  }
  if (code && TLS.test(code)) {
    return {
      status: 502,
      code: 'upstream_tls',
      error: `${host} answered, but its security certificate could not be trusted (${code}), so nothing was sent. Check that the address is your workspace's own; if it is, try again later.`,
    };
  }
  return {
    status: 502,
    code: 'upstream_unreachable',
    error: `The Slotboard server could not reach ${host}${code ? ` (${code})` : ''}: the network between them failed. Try again; if it keeps failing, ask whoever runs the Slotboard server to check its network.`,
  };
}
