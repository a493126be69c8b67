import { LinkClick } from './link-click.entity';
import { TrackedLink } from './tracked-link.entity';
import { UtmCampaign, UtmMedium, UtmSource } from './utm.entity';

export const linksEntities = [UtmCampaign, UtmMedium, UtmSource, TrackedLink, LinkClick];
