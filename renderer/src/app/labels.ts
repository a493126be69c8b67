import type { LangCode, OutboxState, Role } from '@shared/api/admin';
import { t } from './i18n';

export const roleLabels = (): Record<Role, string> => ({
  admin: t('admin.common.administrator'),
  shop_manager: t('admin.common.shopManager'),
  sales: t('admin.common.sales'),
  publisher: t('admin.common.publisher'),
  portal: t('admin.common.portalCustomer'),
});

export const roleOptions = () =>
  (Object.keys(roleLabels()) as Role[]).map((role) => ({
    value: role,
    label: roleLabels()[role],
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

export const outboxStateLabels = (): Record<OutboxState, string> => ({
  queued: t('admin.common.queued'),
  sent: t('admin.common.sent'),
  failed: t('admin.common.failed'),
  held: t('admin.common.heldNoMailServer'),
});

export const outboxStateColors: Record<OutboxState, string> = {
  queued: 'blue',
  sent: 'teal',
  failed: 'red',
  held: 'gray',
};
