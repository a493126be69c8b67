import type { LinkDevice, UtmKind } from '@shared/links/contract';

export const deviceLabels: Record<LinkDevice, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  bot: 'Bot',
};

/** The three kinds of UTM values: label of one value, of the list, and the URL parameter they fill. */
export const utmKindLabels: Record<UtmKind, { one: string; many: string; parameter: string }> = {
  campaign: { one: 'Campaign', many: 'Campaigns', parameter: 'utm_campaign' },
  medium: { one: 'Medium', many: 'Media', parameter: 'utm_medium' },
  source: { one: 'Source', many: 'Sources', parameter: 'utm_source' },
};
