import { describe, expect, it } from 'vitest';
import { onChatterQuote, quoteInChatter, withQuote } from './quote';

describe('quoting in the chatter', () => {
  it('adds the quote after what the reader already wrote', () => {
    expect(withQuote('', 'A desk lamp')).toBe('“A desk lamp”\n\n');
    expect(withQuote('I agree', 'A desk lamp')).toBe('I agree\n“A desk lamp”\n\n');
  });

  it('hands each quote to the listeners until they stop listening', () => {
    const heard: string[] = [];
    const stop = onChatterQuote((text) => heard.push(text));
    quoteInChatter('first quote');
    stop();
    quoteInChatter('second quote');
    expect(heard).toEqual(['first quote']);
  });
});
