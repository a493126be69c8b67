import type { LangCode, OutboxState, Role } from '@shared/api/admin';

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  shop_manager: 'Shop manager',
  sales: 'Sales',
  publisher: 'Publisher',
  portal: 'Portal (customer)',
};

export const roleOptions = (Object.keys(roleLabels) as Role[]).map((role) => ({
  value: role,
  label: roleLabels[role],
}));

/** Every language Vitrine knows, whether or not the company has it active. */
export const languageNames: Record<LangCode, string> = {
  en_US: 'English',
  fr_FR: 'Français',
  es_ES: 'Español',
};

export const languageOptions = (Object.keys(languageNames) as LangCode[]).map((code) => ({
  value: code,
  label: languageNames[code],
}));

export const outboxStateLabels: Record<OutboxState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held (no mail server)',
};

export const outboxStateColors: Record<OutboxState, string> = {
  queued: 'blue',
  sent: 'teal',
  failed: 'red',
  held: 'gray',
};
