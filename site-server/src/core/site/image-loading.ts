/**
 * How an image of a list loads: the one that is its page's largest paint (a first card's) at once and
 * before the others, the rest only when near the screen.
 */
export function imageLoading(largestPaint: boolean) {
  return largestPaint ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}
