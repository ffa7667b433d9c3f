// The style sheets come with the entry, so the page links them in its HTML and the first render is
// never drawn unstyled.
import './app/styles';
import { chosenScheme, showLoadFailure } from './app/load-failure';
import { startApp } from './app/start';

/** Lets the browser run its other work (input, painting, network answers) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's code runs in three tasks instead of one (one long task would hold back the first row;
// decision 0020). All three files are downloaded in parallel from the start (the page names them:
// scripts/first-screen-split.ts), but each is evaluated in its own task:
// 1. this file: the workspace, the query cache and the landing screen's request, which is on the
//    network while the rest is evaluated;
// 2. React's renderer, the largest single piece;
// 3. the app's providers, shell and first screen, then the first render.
async function main() {
  const started = startApp();
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { mountApp } = await import('./app/app');
  // If this fails, the All view says so where it would be.
  started.landingCode?.().catch(() => {});
  await started.ready;
  mountApp(document.getElementById('root')!, started);
}

main().catch((error: unknown) => {
  // A file of the app did not arrive (offline, or a new version replaced it), or the start failed:
  // say which, not a blank page.
  console.error(error);
  showLoadFailure(document.getElementById('root')!, {
    error,
    chosenScheme,
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    reload: () => window.location.reload(),
  });
});
