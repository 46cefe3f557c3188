import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from './i18n/i18n';
import { storedLanguage } from './app/language/language-preference';
import { Providers } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { OfflineBanner } from './app/offline/offline-banner';
import { registerAppWorker } from './app/offline/register-app-worker';
import './styles/global.css';

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <OfflineBanner />
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

void initI18n(storedLanguage()).then(render);
registerAppWorker();
