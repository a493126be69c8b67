/** What other features' pages may use of the chatter: the record's chatter, the follow button, quoting into the composer. */
export { Chatter } from './chatter';
export { FollowButton } from './follow-block';
export { quoteInChatter } from './quote';
