import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Initialises i18n (and <html lang dir>) before the first render.
import './shared/i18n/i18n';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
