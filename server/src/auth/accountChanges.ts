import { type ChangeFeed, GLOBAL_ORG } from '@kicker/events';

// Account facts that live outside the event log (better-auth's sessions and API keys). They are
// published on the change feed like events, so open sockets of that user check who they are again
// (graphql/ws.ts). Roles are events and publish their own change (commands/roles.ts).

export const SESSION_TOPIC = 'session';
export const API_KEY_TOPIC = 'apiKey';

/** A session of this user ended (sign-out, revocation, password reset). */
export const sessionEnded = (feed: ChangeFeed, userId: string) =>
  feed.publish([{ orgId: GLOBAL_ORG, topic: SESSION_TOPIC, ids: [userId] }]);

/** The user's own row changed outside the event log (better-auth: name, e-mail, verification). */
export const userChanged = (feed: ChangeFeed, userId: string) =>
  feed.publish([{ orgId: GLOBAL_ORG, topic: 'user', ids: [userId] }]);

/** An API key of this user was revoked. */
export const apiKeyRevoked = (feed: ChangeFeed, userId: string) =>
  feed.publish([{ orgId: GLOBAL_ORG, topic: API_KEY_TOPIC, ids: [userId] }]);
