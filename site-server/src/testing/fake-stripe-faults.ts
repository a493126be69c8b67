/**
 * The fake Stripe's failures and lookups beyond its happy path: answers lost on the network after the
 * work was done (a charge made, its answer never received), and the search of payment intents by
 * metadata that finds them again.
 */

/** Answers the fake drops after doing the work: the connection is cut instead of answering. */
export class DroppedAnswers {
  private readonly rules: Array<{ method: string; path: string; left: number }> = [];

  /** The next `count` answers to `method path` are lost (a retry of the client counts as one more). */
  add(method: string, path: string, count: number) {
    this.rules.push({ method, path, left: count });
  }

  /** Whether this answer is lost (using up one of its rule's count). */
  take(method: string, path: string): boolean {
    const rule = this.rules.find(
      (candidate) => candidate.method === method && candidate.path === path && candidate.left > 0,
    );
    if (!rule) return false;
    rule.left--;
    return true;
  }
}

/**
 * Stripe's search of payment intents, for the one query shape Vitrine asks
 * (`metadata['key']:'value'`): a search result list.
 */
export function searchByMetadata<Item extends { metadata: Record<string, string>; created: number }>(
  items: Iterable<Item>,
  query: string,
): { body: unknown; status?: number } {
  const match = /^metadata\['([\w-]+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
  if (!match)
    return {
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message: `The fake does not understand the query ${query}` },
      },
    };
  const [, key, escaped] = match;
  const value = escaped!.replace(/\\(.)/g, '$1');
  const data = [...items]
    .filter((item) => item.metadata[key!] === value)
    .sort((a, b) => b.created - a.created);
  return {
    body: {
      object: 'search_result',
      data,
      has_more: false,
      next_page: null,
      url: '/v1/payment_intents/search',
    },
  };
}

/** Stripe's refusal to cancel an intent that is already paid or cancelled. */
export const cannotCancel = (status: string) => ({
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot cancel this PaymentIntent because it has a status of ${status}.`,
    },
  },
});
