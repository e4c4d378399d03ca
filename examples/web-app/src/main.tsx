import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createI18n, createMarginalia } from '@marginalia/react';
import { App } from './App';
import { createRedirectToStorage } from './guards/redirectToStorage';

// One sdk, one i18n instance and one redirect store for the whole app.
// An absolute API path: the default relative `api` would resolve against nested routes like /dataset/1/….
const sdk = createMarginalia({ baseUrl: '/api', storage: window.localStorage });
// i18next maps regional variants (de-AT) to the bundled languages and falls back to English.
const i18n = createI18n({ lng: navigator.language });
const redirectTo = createRedirectToStorage(window.sessionStorage);
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language: string) => {
  document.documentElement.lang = language;
});
void sdk.session.getState().restore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App sdk={sdk} i18n={i18n} redirectTo={redirectTo} />
    </BrowserRouter>
  </StrictMode>,
);
