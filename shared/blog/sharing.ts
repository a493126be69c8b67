/**
 * SPEC §9: the share popover needs at least 5 selected characters; a tweet carries at most 140. (A
 * module of its own: the post page's browser code reads these without the contract's schemas.)
 */
export const SHARE_MIN_CHARS = 5;
export const TWEET_MAX_CHARS = 140;
