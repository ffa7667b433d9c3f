import { createRoot } from 'react-dom/client';
import { App, firstRenderReady } from './app/app';

void firstRenderReady.then(() => createRoot(document.getElementById('root')!).render(<App />));
