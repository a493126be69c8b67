import { linksAdminCalls } from '@shared/links/admin-calls';
import type { LinkRow } from '@shared/links/admin-contract';
import { api } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { t } from '../../app/i18n';

/** Archives or restores a link; says so in a notification. Resolves to the saved row, or null on failure. */
export async function setLinkArchived(link: LinkRow, archived: boolean): Promise<LinkRow | null> {
  try {
    const saved = await api.call(archived ? linksAdminCalls.archive : linksAdminCalls.unarchive, {
      params: { id: link.id },
    });
    notifySaved(
      archived ? t('admin.links.linkXArchived', saved.code) : t('admin.links.linkXActiveAgain', saved.code),
    );
    return saved;
  } catch (error) {
    showSaveError(null, error);
    return null;
  }
}
