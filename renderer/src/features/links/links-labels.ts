import type { LinkDevice, UtmKind } from '@shared/links/contract';
import { t, type AdminMessageKey } from '../../app/i18n';

const deviceKeys: Record<LinkDevice, AdminMessageKey> = {
  desktop: 'admin.links.desktop',
  mobile: 'admin.links.mobile',
  tablet: 'admin.links.tablet',
  bot: 'admin.links.bot',
};

/** A kind of device, in the person's language. */
export const deviceName = (device: LinkDevice): string => t(deviceKeys[device]);

/**
 * What the screens say about one kind of UTM value, each sentence its own text (in French and Spanish
 * a campaign and a source are feminine, a medium masculine): the name of one value and of the list,
 * the URL parameter they fill, and the sentences about a value of this kind.
 */
interface UtmKindTexts {
  one: AdminMessageKey;
  many: AdminMessageKey;
  parameter: string;
  any: AdminMessageKey;
  nameOf: AdminMessageKey;
  newOne: AdminMessageKey;
  noneYet: AdminMessageKey;
  added: AdminMessageKey;
  renamed: AdminMessageKey;
  deleteQuestion: AdminMessageKey;
  deleted: AdminMessageKey;
  notDeleted: AdminMessageKey;
}

export const utmKindTexts: Record<UtmKind, UtmKindTexts> = {
  campaign: {
    one: 'admin.common.campaign',
    many: 'admin.links.campaigns',
    parameter: 'utm_campaign',
    any: 'admin.links.anyCampaign',
    nameOf: 'admin.links.campaignName',
    newOne: 'admin.links.newCampaign',
    noneYet: 'admin.links.noCampaignYet',
    added: 'admin.links.campaignXAdded',
    renamed: 'admin.links.campaignRenamedX',
    deleteQuestion: 'admin.links.deleteCampaignQuestion',
    deleted: 'admin.links.campaignXDeleted',
    notDeleted: 'admin.links.campaignNotDeleted',
  },
  medium: {
    one: 'admin.common.medium',
    many: 'admin.links.media',
    parameter: 'utm_medium',
    any: 'admin.links.anyMedium',
    nameOf: 'admin.links.mediumName',
    newOne: 'admin.links.newMedium',
    noneYet: 'admin.links.noMediumYet',
    added: 'admin.links.mediumXAdded',
    renamed: 'admin.links.mediumRenamedX',
    deleteQuestion: 'admin.links.deleteMediumQuestion',
    deleted: 'admin.links.mediumXDeleted',
    notDeleted: 'admin.links.mediumNotDeleted',
  },
  source: {
    one: 'admin.common.source',
    many: 'admin.links.sources',
    parameter: 'utm_source',
    any: 'admin.links.anySource',
    nameOf: 'admin.links.sourceName',
    newOne: 'admin.links.newSource',
    noneYet: 'admin.links.noSourceYet',
    added: 'admin.links.sourceXAdded',
    renamed: 'admin.links.sourceRenamedX',
    deleteQuestion: 'admin.links.deleteSourceQuestion',
    deleted: 'admin.links.sourceXDeleted',
    notDeleted: 'admin.links.sourceNotDeleted',
  },
};
