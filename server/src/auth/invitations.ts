import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// Issue 28: an organisation's invitation link. The link carries the invitation's id and a signature
// of it made with a secret derived from the auth secret: the server can show the link again at any
// time, a forged or altered link is refused, and neither the event log nor an export holds it.
// Whether the invitation is still the organisation's and not expired is the read model's answer
// here, and the decider's last word when someone joins (organisation.decider.ts JoinByInvitation).

/** The header a sign-up through an invitation link carries (client/src/app/session.ts). */
export const INVITATION_HEADER = 'x-kicker-invitation';
/** The app's page for a link: /join/{token}. */
export const JOIN_PATH = '/join/';

const SIGNATURE_LENGTH = 22;

export function invitationSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('kicker-invitation-link').digest('base64url');
}

const sign = (invitationId: string, secret: string) =>
  createHmac('sha256', secret).update(invitationId).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** The token of an invitation's link: its id and signature. */
export function invitationToken(invitationId: string, secret: string): string {
  return `${invitationId}.${sign(invitationId, secret)}`;
}

export function invitationUrl(publicUrl: string, invitationId: string, secret: string): string {
  return `${publicUrl.replace(/\/$/, '')}${JOIN_PATH}${invitationToken(invitationId, secret)}`;
}

/** The invitation id a token names, if its signature is right (else null). */
export function invitationIdOf(token: string, secret: string): string | null {
  if (token.length > 200) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const invitationId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(invitationId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? invitationId : null;
}

export interface OpenInvitation {
  orgId: string;
  organisationName: string;
  invitationId: string;
  expiresAt: Date;
}

/** The organisation whose current invitation this token is, while it has not expired; else null. */
export async function findInvitation(
  db: Kysely<Database>,
  token: string,
  secret: string,
  now: Date,
): Promise<OpenInvitation | null> {
  const invitationId = invitationIdOf(token, secret);
  if (!invitationId) return null;
  const row = await db
    .selectFrom('organisations')
    .select(['org_id', 'name', 'invitation_expires_at'])
    .where('invitation_id', '=', invitationId)
    .where('invitation_expires_at', '>', now)
    .executeTakeFirst();
  if (!row?.invitation_expires_at) return null;
  return {
    orgId: row.org_id,
    organisationName: row.name,
    invitationId,
    expiresAt: row.invitation_expires_at,
  };
}
