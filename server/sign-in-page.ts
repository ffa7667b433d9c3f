// The sign-in page of a shared server: plain HTML and a form, no script (the app's policy allows
// none inline), styled inline so it needs no file of the build, which is behind the sign-in too.
// Its referrer policy is same-origin, so the form's post names its origin (under no-referrer a
// browser sends "Origin: null").

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { width: min(24rem, 100% - 2rem); }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
p { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; border: 1px solid GrayText; border-radius: 4px; }
input[aria-invalid="true"] { border-color: #c92a2a; }
.error { color: #c92a2a; margin: .25rem 0 0; }
@media (prefers-color-scheme: dark) { .error { color: #ff8787; } input[aria-invalid="true"] { border-color: #ff8787; } }
button { margin-top: 1rem; font: inherit; padding: .5rem 1rem; border: 0; border-radius: 4px; background: #1c7ed6; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 2px solid #1c7ed6; outline-offset: 2px; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
${head}<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const ENDED = {
  expired: 'Your sign-in ended. Sign in again; nothing was lost.',
  signed_out: 'You signed out of Slotboard.',
};
/** Said instead when the app was sent here by a change it could not send: it kept it as a draft. */
const ENDED_UNSENT = {
  expired: 'Your sign-in ended. Nothing was sent; your changes are kept.',
  signed_out: 'You signed out of Slotboard. Nothing was sent; your changes are kept.',
};

/**
 * The form; `error` is said under the field it is about, which is then marked invalid; `ended`, why
 * a browser that was signed in is here again; `unsent`, that the app sent it here from a change it
 * kept unsent.
 */
export function signInPage(
  next: string,
  { error, ended, unsent = false }: { error?: string; ended?: keyof typeof ENDED; unsent?: boolean } = {},
): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="token-error"' : '';
  return page(
    'Sign in · Slotboard',
    `<h1>Sign in to Slotboard</h1>
${
  ended
    ? `<p role="status">${escape((unsent ? ENDED_UNSENT : ENDED)[ended])}</p>
`
    : ''
}<p>This Slotboard server is shared by a team. Enter the access token its administrator gave you.</p>
<form method="post" action="/sign-in">
<input type="hidden" name="next" value="${escape(next)}">
<label for="token">Access token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus${invalid}>
${error ? `<p id="token-error" class="error">${escape(error)}</p>\n` : ''}<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * A navigation from another site carries no SameSite=Strict cookie: this page reloads from the
 * server's own origin, which then does, through the sign-in page (`path`), which sends a signed-in
 * browser on. Only sent when the lax sign-in hint says there was a session.
 */
export function continuePage(path: string): string {
  return page(
    'Slotboard',
    `<h1>Slotboard</h1>
<p><a href="${escape(path)}">Continue to Slotboard</a></p>`,
    `<meta http-equiv="refresh" content="0; url=${escape(path)}">\n`,
  );
}

/** Behind an identity-aware proxy there is no form: the way in is the proxy. */
export function proxySignInPage(): string {
  return page(
    'Sign in · Slotboard',
    `<h1>Sign in through your team's sign-in page</h1>
<p>This Slotboard server only answers requests that come through your team's sign-in proxy. Open Slotboard at the address your administrator gave you.</p>`,
  );
}
