import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from './app/auth';
import { AdminRoutes } from './app/router';
import { theme } from './app/theme';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {/* Bottom right: never over the page header's action buttons. */}
      <Notifications position="bottom-right" />
      <BrowserRouter basename="/admin">
        <SessionProvider>
          <AdminRoutes />
        </SessionProvider>
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
