/** The back office's texts of the audit feature (renderer/src/features/audit), in every language. */
const en_US = {
  'admin.audit.navAuditLog': 'Audit log',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const auditAdminMessages = {
  en_US,
  fr_FR: {
    'admin.audit.navAuditLog': "Journal d'audit",
  } satisfies Translation,
  es_ES: {
    'admin.audit.navAuditLog': 'Registro de auditoría',
  } satisfies Translation,
};
