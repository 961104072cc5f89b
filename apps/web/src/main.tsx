import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './lib/i18n';
import { handOverServerHead, keepReaderCookie } from './lib/page-head';
import { registerServiceWorker } from './lib/service-worker';

const queryClient = createQueryClient();
const router = createAppRouter();
handOverServerHead(router);
keepReaderCookie();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
