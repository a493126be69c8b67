import {
  CHATTER_PAGE_PARAM,
  chatterParamsSchema,
  type ChatterSiteContext,
} from '../../../../shared/chatter/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ratingsFeature, type RatingsExports } from '../ratings';
import { ChatterService } from './chatter.service';
import { DEMO_MESSAGE, removeDemoMessages, seedChatterDemo } from './demo';
import { chatterRoutes } from './chatter.routes';
import { chatterAdminRoutes } from './chatter.admin.routes';
import { FollowService } from './follow.service';
import { followRoutes } from './follow.routes';
import { MailFollower } from './mail-follower.entity';
import { MailMessage } from './mail-message.entity';

export { ChatterService } from './chatter.service';
export { FollowService } from './follow.service';

/**
 * Chatter (messages with star ratings on any registered record), author avatars, and followers of
 * records with their notification mails (SPEC §3, §7, §9).
 */
function createChatterModule(platform: Platform, { ratings }: { ratings: RatingsExports }): FeatureModule {
  const chatter = new ChatterService(platform.records, platform.files, ratings.ratings);
  const follows = new FollowService(platform.records, platform.mail, platform.config.sessionSecret);
  platform.imageFields.register('mail.message', 'author_avatar', (em, id) => chatter.avatarOf(em, id));

  platform.demo.removes(DEMO_MESSAGE, removeDemoMessages);
  return {
    name: 'chatter',
    seedDemo: (em) =>
      seedChatterDemo(em, {
        demo: platform.demo,
        records: platform.records,
        files: platform.files,
        company: platform.company,
      }),
    adminRoutes: (router) => chatterAdminRoutes(router, { platform, chatter, follows }),
    siteRoutes(router) {
      chatterRoutes(router, { platform, chatter, follows });
      followRoutes(router, { platform, follows });
    },
    siteContext(req) {
      const ctx = platform.kit.context(req, platform.dataSource.manager);
      const part: ChatterSiteContext = {
        async init(input) {
          const params = chatterParamsSchema.parse(input);
          // The pager's links without JavaScript name the page in the page's own address.
          const page = Number.parseInt(String(req.query[CHATTER_PAGE_PARAM] ?? ''), 10);
          if (params.offset === 0 && Number.isInteger(page) && page > 1) {
            const wanted = await chatter.read(ctx, { ...params, offset: (page - 1) * params.limit });
            if (wanted.messages.length || wanted.message_count === 0) return wanted;
            const last = Math.max(0, Math.ceil(wanted.message_count / params.limit) - 1);
            return chatter.read(ctx, { ...params, offset: last * params.limit });
          }
          return chatter.read(ctx, params);
        },
        // Server rendering knows signed-in users only; a visitor's own follow shows once hydrated.
        isFollower: (model, resId) => follows.isFollower(ctx, model, resId, null),
      };
      return { chatter: part };
    },
  };
}

export const chatterFeature = defineFeature({
  name: 'chatter',
  entities: [MailMessage, MailFollower],
  needs: { ratings: ratingsFeature },
  create: createChatterModule,
});
