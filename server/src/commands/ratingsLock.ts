/**
 * The key commands of one organisation serialise on (execute's serialiseOn) when they change what
 * its season ratings fold: matches, and the rules a match is rated under (rank ladder, bounty,
 * challenge, the organisation's time zone). A match then reads exactly the rule changes that come
 * before it in the log, as a rebuild does: a rule change can no longer be appended before a match
 * but commit after the match read its rules.
 */
export const ratingsLock = (orgId: string) => `ratings:${orgId}`;
