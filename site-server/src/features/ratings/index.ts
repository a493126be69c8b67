import { defineFeature, type FeatureModule } from '../../platform';
import { Rating } from './rating.entity';
import { RatingService } from './rating.service';

export { Rating } from './rating.entity';
export { RatingService, raterKeyOfUser, starsOf, type NewRating, type Rater } from './rating.service';

/** What the features that rate (chatter, projects, reviews) use of the one rating model. */
export interface RatingsExports {
  ratings: RatingService;
}

/**
 * One rating model (issue 29, item 10): the `rating` table and its service. The scale, labels, checks
 * and summaries are `shared/ratings`; the stars on pages are `features/ratings/site`. docs/shop.md.
 */
function createRatingsModule(): FeatureModule<RatingsExports> {
  return { name: 'ratings', exports: { ratings: new RatingService() } };
}

export const ratingsFeature = defineFeature({
  name: 'ratings',
  entities: [Rating],
  create: createRatingsModule,
});
