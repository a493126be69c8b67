/**
 * Texts Mantine's own components give the back office (a control's accessible name): the password
 * field's eye, a dialog's close button, the pagination's arrows. renderer/src/app/mantine-texts.tsx.
 */
const en_US = {
  'admin.mantine.togglePasswordVisibility': 'Toggle password visibility',
  'admin.mantine.previousPage': 'Previous page',
  'admin.mantine.nextPage': 'Next page',
  'admin.mantine.firstPage': 'First page',
  'admin.mantine.lastPage': 'Last page',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const adminMantineMessages = {
  en_US,
  fr_FR: {
    'admin.mantine.togglePasswordVisibility': 'Afficher ou masquer le mot de passe',
    'admin.mantine.previousPage': 'Page précédente',
    'admin.mantine.nextPage': 'Page suivante',
    'admin.mantine.firstPage': 'Première page',
    'admin.mantine.lastPage': 'Dernière page',
  } satisfies Translation,
  es_ES: {
    'admin.mantine.togglePasswordVisibility': 'Mostrar u ocultar la contraseña',
    'admin.mantine.previousPage': 'Página anterior',
    'admin.mantine.nextPage': 'Página siguiente',
    'admin.mantine.firstPage': 'Primera página',
    'admin.mantine.lastPage': 'Última página',
  } satisfies Translation,
};
