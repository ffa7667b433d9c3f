import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';

void startApp().then((App) => createRoot(document.getElementById('root')!).render(<App />));
