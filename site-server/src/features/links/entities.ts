import { LinkClick } from './link-click.entity';
import { LinkClickDay } from './link-click-day.entity';
import { TrackedLink } from './tracked-link.entity';
import { UtmCampaign, UtmMedium, UtmSource } from './utm.entity';

export const linksEntities = [UtmCampaign, UtmMedium, UtmSource, TrackedLink, LinkClick, LinkClickDay];
