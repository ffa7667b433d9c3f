import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one task of 100 ms or more on a slow machine (issue 13:
// long tasks before the first row). Only the commit, which writes the page, is one piece.
void startApp().then((App) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
