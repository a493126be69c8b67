import { auditEntities } from './core/audit';
import { demoEntities } from './core/demo';
import { fileEntities } from './core/files';
import { jobEntities } from './core/jobs';
import { mailEntities } from './core/mail';
import { RateLimitCounter } from './core/http/rate-limit-counter.entity';
import { statsEntities } from './core/stats';
import { accountsEntities } from './features/accounts';
import { features } from './features';

/** Every table of Vitrine: the platform's, and those each feature of the manifest declares. */
export const entities = [
  ...accountsEntities,
  ...features.flatMap((feature) => feature.entities),
  ...mailEntities,
  ...fileEntities,
  ...statsEntities,
  ...auditEntities,
  ...jobEntities,
  RateLimitCounter,
  ...demoEntities,
];
