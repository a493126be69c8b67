import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider, useAuth } from './app/auth';
import { browserLanguage, LanguageProvider } from './app/i18n';
import { MantineTexts } from './app/mantine-texts';
import { AdminRoutes } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';

/** The back office in the signed-in person's language (Profile), else in their browser's. */
function AdminApp() {
  const { state } = useAuth();
  const lang = (state.status === 'signed-in' ? state.session.user.lang : null) ?? browserLanguage();
  return (
    <LanguageProvider lang={lang}>
      <MantineTexts>
        <AdminRoutes />
      </MantineTexts>
    </LanguageProvider>
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* Bottom right: never over the page header's action buttons. */}
      <Notifications position="bottom-right" />
      <BrowserRouter basename="/admin">
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
