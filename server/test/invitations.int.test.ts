import { randomUUID } from 'node:crypto';
import { organisation } from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationToken } from '../src/auth/invitations.ts';
import { systemActor } from '../src/commands/command.ts';
import { changeOrganisation } from '../src/commands/organisation.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { startSmtpSink } from './support/smtpSink.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

// Issue 28 item 1: an organisation's invitation link. Admins make it (a link and a QR code), it
// expires and can be revoked (both in the audit log); on an installation without mail an account
// made through it starts verified and belongs to the organisation; with mail, it confirms by mail
// and its admins see it waiting, with one tap to verify.

const CREATE = `mutation ($input: CreateInvitationInput!) { createInvitation(input: $input) {
  __typename ... on CreateInvitationPayload { organisation { invitation { url expiresAt } } }
  ... on Error { message } } }`;
const REVOKE = `mutation ($input: RevokeInvitationInput!) { revokeInvitation(input: $input) {
  __typename ... on RevokeInvitationPayload { organisation { invitation { url } } } ... on Error { message } } }`;
const JOIN = `mutation ($input: JoinOrganisationInput!) { joinOrganisation(input: $input) {
  __typename ... on JoinOrganisationPayload { organisation { id name } } ... on Error { message } } }`;
const PREVIEW =
  'query ($token: String!) { invitation(token: $token) { organisationName expiresAt confirmByMail } }';
const VIEWER = '{ viewer { emailVerified organisation { id name } } }';
const WAITING = `query ($id: ID!) { organisation(id: $id) { waitingForVerification }
  users(organisationId: $id, first: 10, waitingForVerification: true) { edges { node { id name } } } }`;

const tokenOf = (url: string) => url.split('/join/')[1]!;

/** A new account through the link: signed up with the link's header. */
async function signUpThrough(t: TestApp, token: string, email: string) {
  const client = t.client();
  client.headers['x-kicker-invitation'] = token;
  const up = await client.signUp(email);
  expect(up.status).toBe(200);
  delete client.headers['x-kicker-invitation'];
  return client;
}

/** The audit log's entries (a catch-up read model: it shows an event soon, not at once). */
async function expectAudited(admin: TestClient, org: string, types: string[]) {
  await expect
    .poll(
      async () => {
        const res = await admin.gql(
          'query ($id: ID!) { organisation(id: $id) { auditLog(first: 50) { edges { node { type } } } } }',
          { id: org },
        );
        return res.data.organisation.auditLog.edges.map((e: { node: { type: string } }) => e.node.type);
      },
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(types));
}

describe('invitation links on an installation without mail', () => {
  let t: TestApp;
  let admin: TestClient;
  let org: string;
  let orgRaw: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    // A private organisation: only its people see it.
    org = await createOrganisation(admin, { name: 'Acme Munich', isPublic: false });
    orgRaw = Buffer.from(org, 'base64').toString().split(':')[1]!;
  });
  afterAll(() => t?.close());

  it('lets a colleague sign up through the link, verified at once, and play in the private organisation', async () => {
    const made = await admin.gql(CREATE, { input: { organisationId: org, validForDays: 7 } });
    const invitation = made.data.createInvitation.organisation.invitation;
    expect(invitation.url).toMatch(new RegExp(`^${t.baseUrl}/join/[0-9a-f-]+\\.[A-Za-z0-9_-]{22}$`));
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(invitation.url);

    // The join page, before signing up: which organisation, and that no mail is needed.
    expect((await t.client().gql(PREVIEW, { token })).data.invitation).toMatchObject({
      organisationName: 'Acme Munich',
      confirmByMail: false,
    });

    const anna = await signUpThrough(t, token, 'anna@example.com');
    expect((await anna.signIn('anna@example.com')).status).toBe(200);
    expect((await anna.gql(VIEWER)).data.viewer).toEqual({
      emailVerified: true,
      organisation: { id: org, name: 'Acme Munich' },
    });
    // She sees the private organisation and creates her player there (SPEC §2 onboarding).
    const { data } = await anna.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    const created = await anna.gql(
      `mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { __typename ... on Error { message } } }`,
      {
        input: {
          organisationId: org,
          name: 'Anna',
          nickname: 'Anna',
          locationId: data.organisation.locations[0].id,
        },
      },
    );
    expect(created.data.createPlayer.__typename).toBe('CreatePlayerPayload');
    await expectAudited(admin, org, ['InvitationCreated', 'MemberJoined']);
  });

  it('refuses a link that was altered, expired or revoked, and changes nothing', async () => {
    const made = await admin.gql(CREATE, { input: { organisationId: org, validForDays: 1 } });
    const token = tokenOf(made.data.createInvitation.organisation.invitation.url);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.client().gql(PREVIEW, { token: forged })).data.invitation).toBeNull();
    const before = await eventCount(t);
    const mallory = await signUpThrough(t, forged, 'mallory@example.com');
    expect((await mallory.signIn('mallory@example.com')).body?.code).toBe('EMAIL_NOT_VERIFIED');
    // The account exists (as any sign-up), but nothing joined and nothing was verified.
    const joinedEvents = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'MemberJoined' AND global_position > $1`,
      [before],
    );
    expect(joinedEvents.rows[0].n).toBe(0);

    // Expired: made yesterday for a day that has passed.
    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    const expiredId = randomUUID();
    await runCommand(
      t.app.services.commands,
      changeOrganisation,
      {
        orgId: orgRaw,
        command: {
          type: 'CreateInvitation',
          invitationId: expiredId,
          expiresAt: new Date(yesterday.getTime() + 86_400_000),
          now: yesterday,
        },
      },
      systemActor('test'),
    );
    const expired = invitationToken(expiredId, t.app.services.secrets.invitation);
    expect((await t.client().gql(PREVIEW, { token: expired })).data.invitation).toBeNull();
    expect(
      (await admin.gql('query ($id: ID!) { organisation(id: $id) { invitation { url } } }', { id: org })).data
        .organisation.invitation,
    ).toBeNull();
    const late = await signedInClient(t, 'late@example.com');
    expect((await late.gql(JOIN, { input: { token: expired } })).data.joinOrganisation).toEqual({
      __typename: 'NotFoundError',
      message: organisation.INVITATION_MESSAGES.notValid,
    });

    // Revoked.
    const fresh = await admin.gql(CREATE, { input: { organisationId: org, validForDays: 30 } });
    const revokedToken = tokenOf(fresh.data.createInvitation.organisation.invitation.url);
    const revoked = await admin.gql(REVOKE, { input: { organisationId: org } });
    expect(revoked.data.revokeInvitation.organisation.invitation).toBeNull();
    expect((await t.client().gql(PREVIEW, { token: revokedToken })).data.invitation).toBeNull();
    const bob = await signUpThrough(t, revokedToken, 'bob@example.com');
    expect((await bob.signIn('bob@example.com')).body?.code).toBe('EMAIL_NOT_VERIFIED');
    // Nothing left to revoke.
    const again = await admin.gql(REVOKE, { input: { organisationId: org } });
    expect(again.data.revokeInvitation).toEqual({
      __typename: 'NotFoundError',
      message: organisation.INVITATION_MESSAGES.none,
    });
    await expectAudited(admin, org, ['InvitationRevoked']);
  });

  it('refuses a link valid for no time or for longer than 30 days, and a player who is no admin', async () => {
    const before = await eventCount(t);
    for (const validForDays of [0, 31, -1]) {
      const res = await admin.gql(CREATE, { input: { organisationId: org, validForDays } });
      expect(res.data.createInvitation.__typename).toBe('InputValidationError');
    }
    const player = await signedInClient(t, 'player@example.com');
    const res = await player.gql(CREATE, { input: { organisationId: org, validForDays: 7 } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount(t)).toBe(before);
  });

  it('lets someone signed in join with one tap; twice changes nothing', async () => {
    const made = await admin.gql(CREATE, { input: { organisationId: org, validForDays: 7 } });
    const token = tokenOf(made.data.createInvitation.organisation.invitation.url);
    const carla = await signedInClient(t, 'carla@example.com');
    expect((await carla.gql(VIEWER)).data.viewer.organisation).toBeNull();
    const first = await carla.gql(JOIN, { input: { token } });
    expect(first.data.joinOrganisation.organisation).toEqual({ id: org, name: 'Acme Munich' });
    const before = await eventCount(t);
    const second = await carla.gql(JOIN, { input: { token } });
    expect(second.data.joinOrganisation.__typename).toBe('JoinOrganisationPayload');
    expect(await eventCount(t)).toBe(before);
    expect((await carla.gql(VIEWER)).data.viewer.organisation).toEqual({ id: org, name: 'Acme Munich' });
  });
});

describe('invitation links on an installation with mail', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestClient;
  let org: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ smtpUrl: sink.url });
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin, { name: 'Acme Berlin', isPublic: false });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('asks for the mailed confirmation, shows the admins who waits, and verifies with one tap', async () => {
    const made = await admin.gql(CREATE, { input: { organisationId: org, validForDays: 7 } });
    const token = tokenOf(made.data.createInvitation.organisation.invitation.url);
    expect((await t.client().gql(PREVIEW, { token })).data.invitation.confirmByMail).toBe(true);
    expect((await admin.gql(WAITING, { id: org })).data.organisation.waitingForVerification).toBe(0);

    const dora = await signUpThrough(t, token, 'dora@example.com');
    expect((await dora.signIn('dora@example.com')).body?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await sink.linkFor('dora@example.com')).toContain('/api/auth/verify-email?token=');
    const waiting = (await admin.gql(WAITING, { id: org })).data;
    expect(waiting.organisation.waitingForVerification).toBe(1);
    expect(waiting.users.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['dora']);

    const verified = await admin.gql(
      `mutation ($input: MarkEmailVerifiedInput!) { markEmailVerified(input: $input) { __typename } }`,
      { input: { userId: waiting.users.edges[0].node.id } },
    );
    expect(verified.data.markEmailVerified.__typename).toBe('MarkEmailVerifiedPayload');
    expect((await admin.gql(WAITING, { id: org })).data.organisation.waitingForVerification).toBe(0);
    expect((await dora.signIn('dora@example.com')).status).toBe(200);
    expect((await dora.gql(VIEWER)).data.viewer.organisation).toEqual({ id: org, name: 'Acme Berlin' });
  });
});
