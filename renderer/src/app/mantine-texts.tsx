import { MantineThemeProvider, Pagination, PasswordInput, createTheme } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { t, type AdminMessageKey } from './i18n';

const paginationControls: Record<'first' | 'previous' | 'next' | 'last', AdminMessageKey> = {
  first: 'admin.mantine.firstPage',
  previous: 'admin.mantine.previousPage',
  next: 'admin.mantine.nextPage',
  last: 'admin.mantine.lastPage',
};

/**
 * Mantine's own texts in the back office's language: its components name some controls in English
 * (the password field's eye) or not at all (the pagination's arrows).
 * Sits inside LanguageProvider, which remounts it when the language changes.
 */
export function MantineTexts({ children }: { children: ReactNode }) {
  const theme = useMemo(
    () =>
      createTheme({
        components: {
          PasswordInput: PasswordInput.extend({
            defaultProps: {
              visibilityToggleButtonProps: { 'aria-label': t('admin.mantine.togglePasswordVisibility') },
            },
          }),
          Pagination: Pagination.extend({
            defaultProps: {
              getControlProps: (control) => ({ 'aria-label': t(paginationControls[control]) }),
            },
          }),
        },
      }),
    [],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
