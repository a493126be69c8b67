/**
 * Quoting in the chatter from elsewhere on the page (the blog's selected-text "Comment" action): the
 * caller asks with quoteInChatter(text); the Chatter comes into view and its composer adds the quote.
 * Through an event, so that the caller knows nothing of the chatter's markup or state.
 */
const quotes = new EventTarget();
const QUOTE_EVENT = 'chatter-quote';

/** The composer's text with `quote` added after what was already written: “quote” and a blank line. */
export function withQuote(current: string, quote: string): string {
  const quoted = `“${quote}”\n\n`;
  return current ? `${current}\n${quoted}` : quoted;
}

/** Asks the page's chatter to quote `text` in its composer. Nothing happens without a chatter. */
export function quoteInChatter(text: string): void {
  quotes.dispatchEvent(new CustomEvent<string>(QUOTE_EVENT, { detail: text }));
}

/** Calls `listener` with each quote asked for; answers the function that stops listening. */
export function onChatterQuote(listener: (text: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  quotes.addEventListener(QUOTE_EVENT, handle);
  return () => quotes.removeEventListener(QUOTE_EVENT, handle);
}
