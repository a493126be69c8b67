declare module '../../../core/site/context' {
  interface SiteContext {
    /** The recovery mail's pages (restore link's refusal, unsubscribe): filled by the cart-recovery feature. */
    cartRecovery?: CartRecoverySiteContext;
  }
}

/** Why a restore link did not restore its cart. */
export type RestoreProblem = 'invalid' | 'expired' | 'ordered';

export interface CartRecoverySiteContext {
  /** What the page says of a restore link that did not restore (the link's route writes nothing then). */
  restoreProblem(token: string | null): Promise<RestoreProblem>;
  /** The unsubscribe link's address when its signature holds, and whether it is unsubscribed already. */
  unsubscribeStatus(
    email: string | null,
    token: string | null,
  ): Promise<{ email: string; done: boolean } | null>;
  /** Unsubscribes the link's address; false for a link that is not valid. */
  unsubscribe(email: string | null, token: string | null): Promise<boolean>;
}
