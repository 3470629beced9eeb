// First: no schema may be built before zod is told not to use eval (see the file).
import './zod-tanpa-eval.ts';
// Roboto from the package, Latin subsets only (Indonesian needs no more); no outside font host.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { browserDidukung, tampilkanBrowserLawas } from './shell/browser-support.ts';
import { installPreloadErrorHandler } from './shell/lazy.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');

// Spec §8: Worker, MessageChannel, TextEncoder and TextDecoder are required; check before rendering.
if (!browserDidukung()) {
  tampilkanBrowserLawas(root);
} else {
  installPreloadErrorHandler();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
