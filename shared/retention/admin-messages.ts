/** The back office's texts of privacy and retention (renderer/src/features/retention), in every language. */
const en_US = {
  'admin.retention.title': 'Privacy and retention',
  'admin.retention.intro':
    'Older records are removed every hour. The daily statistics (dashboard, links) stay as they are.',
  'admin.retention.keepFullClickAddresses': 'Keep full click addresses',
  'admin.retention.keepFullClickAddressesHelp':
    'Off: a click keeps its address anonymised (IPv4 without its last number, IPv6 cut after /48).',
  'admin.retention.clicksMonths': 'Raw clicks of tracked links (months)',
  'admin.retention.visitsMonths': 'Site visits (months)',
  'admin.retention.abandonedCartsDays': 'Abandoned carts (days)',
  'admin.retention.mailBodiesDays': 'Texts of sent mails (days)',
  'admin.retention.mailBodiesDaysHelp': 'The record of each mail (to, subject, date) stays.',
  'admin.retention.logsDays': 'Server log files (days)',
  'admin.retention.save': 'Save the privacy and retention settings',
  'admin.retention.saved': 'Privacy and retention settings saved.',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const retentionAdminMessages = {
  en_US,
  fr_FR: {
    'admin.retention.title': 'Confidentialité et conservation',
    'admin.retention.intro':
      'Les enregistrements plus anciens sont supprimés toutes les heures. Les statistiques quotidiennes (tableau de bord, liens) restent telles quelles.',
    'admin.retention.keepFullClickAddresses': 'Conserver les adresses complètes des clics',
    'admin.retention.keepFullClickAddressesHelp':
      'Désactivé : un clic garde son adresse anonymisée (IPv4 sans son dernier nombre, IPv6 coupée après /48).',
    'admin.retention.clicksMonths': 'Clics bruts des liens suivis (mois)',
    'admin.retention.visitsMonths': 'Visites du site (mois)',
    'admin.retention.abandonedCartsDays': 'Paniers abandonnés (jours)',
    'admin.retention.mailBodiesDays': 'Textes des e-mails envoyés (jours)',
    'admin.retention.mailBodiesDaysHelp':
      "L'enregistrement de chaque e-mail (destinataire, objet, date) reste.",
    'admin.retention.logsDays': 'Fichiers journaux du serveur (jours)',
    'admin.retention.save': 'Enregistrer les réglages de confidentialité et de conservation',
    'admin.retention.saved': 'Réglages de confidentialité et de conservation enregistrés.',
  } satisfies Translation,
  es_ES: {
    'admin.retention.title': 'Privacidad y conservación',
    'admin.retention.intro':
      'Los registros más antiguos se eliminan cada hora. Las estadísticas diarias (panel, enlaces) se mantienen.',
    'admin.retention.keepFullClickAddresses': 'Conservar las direcciones completas de los clics',
    'admin.retention.keepFullClickAddressesHelp':
      'Desactivado: un clic guarda su dirección anonimizada (IPv4 sin su último número, IPv6 cortada tras /48).',
    'admin.retention.clicksMonths': 'Clics brutos de los enlaces con seguimiento (meses)',
    'admin.retention.visitsMonths': 'Visitas del sitio (meses)',
    'admin.retention.abandonedCartsDays': 'Carritos abandonados (días)',
    'admin.retention.mailBodiesDays': 'Textos de los correos enviados (días)',
    'admin.retention.mailBodiesDaysHelp':
      'El registro de cada correo (destinatario, asunto, fecha) se mantiene.',
    'admin.retention.logsDays': 'Archivos de registro del servidor (días)',
    'admin.retention.save': 'Guardar los ajustes de privacidad y conservación',
    'admin.retention.saved': 'Ajustes de privacidad y conservación guardados.',
  } satisfies Translation,
};
