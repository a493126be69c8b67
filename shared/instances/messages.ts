/** The hosted instances' portal page (spread into the catalogs). */
const en_US = {
  'portal.instances.title': 'Hosted instances',
  'portal.instances.none': 'You have no hosted instance.',
  'portal.instances.domain': 'Domain',
  'portal.instances.plan': 'Plan',
  'portal.instances.state': 'State',
  'portal.instances.database': 'Database',
  'portal.instances.newDomain': 'New domain name',
  'portal.instances.changeDomain': 'Change domain',
  'portal.instances.renamed': 'The domain name is changed.',
  'portal.instances.state.running': 'Running',
  'portal.instances.state.suspended': 'Suspended',
  'portal.instances.state.expired': 'Expired',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const instancesMessages = {
  en_US,
  fr_FR: {
    'portal.instances.title': 'Instances hébergées',
    'portal.instances.none': "Vous n'avez aucune instance hébergée.",
    'portal.instances.domain': 'Domaine',
    'portal.instances.plan': 'Offre',
    'portal.instances.state': 'État',
    'portal.instances.database': 'Base de données',
    'portal.instances.newDomain': 'Nouveau nom de domaine',
    'portal.instances.changeDomain': 'Changer de domaine',
    'portal.instances.renamed': 'Le nom de domaine est changé.',
    'portal.instances.state.running': 'En service',
    'portal.instances.state.suspended': 'Suspendue',
    'portal.instances.state.expired': 'Expirée',
  } satisfies Translation,
  es_ES: {
    'portal.instances.title': 'Instancias alojadas',
    'portal.instances.none': 'No tiene ninguna instancia alojada.',
    'portal.instances.domain': 'Dominio',
    'portal.instances.plan': 'Plan',
    'portal.instances.state': 'Estado',
    'portal.instances.database': 'Base de datos',
    'portal.instances.newDomain': 'Nuevo nombre de dominio',
    'portal.instances.changeDomain': 'Cambiar dominio',
    'portal.instances.renamed': 'El nombre de dominio ha cambiado.',
    'portal.instances.state.running': 'En marcha',
    'portal.instances.state.suspended': 'Suspendida',
    'portal.instances.state.expired': 'Caducada',
  } satisfies Translation,
};
