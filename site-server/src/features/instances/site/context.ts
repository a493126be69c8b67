import type { InstanceView } from '@shared/instances/contract';

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The signed-in customer's hosted instances (null when signed out): the instances feature fills it. */
    myInstances?: () => Promise<InstanceView[] | null>;
  }
}

export {};
