import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyFeedbackToken } from '../src/auth/feedbackToken.ts';
import {
  createOrganisation,
  eventCount,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';
import { type Loose, run } from './support/tourneyLeague.ts';

// SPEC §2 Feedback / §7 generateCustomToken (issue 16): the app's own feedback form when no tool is
// configured, read by admins and moderators only; the tool's addresses as admin settings (http(s),
// bounded); and the signed, short-lived token the tool's frame gets.

const SECRET = 'feedback-secret-for-the-tool-0123456789';
const FEEDBACK = `query ($id: ID!) { organisation(id: $id) {
  feedback(first: 10) { edges { node { id text authorName sentAt } } pageInfo { hasNextPage endCursor } } } }`;
const TOOLS = 'organisation { config { soundboardUrl archiveUrl feedbackUrl } }';

describe('feedback', () => {
  let t: TestApp;
  let admin: TestClient;
  let moderator: TestClient;
  let player: TestClient;
  let stranger: TestClient;
  let org: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { FEEDBACK_TOKEN_SECRET: SECRET } });
    admin = await signedInClient(t, 'fb-admin@example.com');
    org = await createOrganisation(admin, { name: 'Feedback Club', isPublic: true });
    const where = await admin.gql('query ($id: ID!) { organisation(id: $id) { locations { id } } }', {
      id: org,
    });
    const locationId = where.data.organisation.locations[0].id;
    const join = (c: TestClient, name: string) =>
      run(c, 'createPlayer', { organisationId: org, locationId, name, nickname: name }, 'player { id }');
    moderator = await signedInClient(t, 'fb-mod@example.com');
    await join(moderator, 'Moderator');
    await grantRole(admin, org, moderator, 'moderator');
    player = await signedInClient(t, 'fb-player@example.com');
    await join(player, 'Player');
    stranger = await signedInClient(t, 'fb-stranger@example.com');
  }, 120_000);
  afterAll(() => t?.close());

  const send = (c: TestClient, text: string) =>
    run(c, 'sendFeedback', { organisationId: org, text }, 'sentAt');

  it("takes a member's feedback and shows it to admins and moderators, newest first", async () => {
    expect((await send(player, '  The white goal keeper wobbles. ')).__typename).toBe('SendFeedbackPayload');
    expect((await send(moderator, 'More balls, please')).__typename).toBe('SendFeedbackPayload');
    for (const reader of [admin, moderator]) {
      const res = await reader.gql(FEEDBACK, { id: org });
      const nodes = res.data.organisation.feedback.edges.map((e: Loose) => e.node);
      expect(nodes.map((n: Loose) => [n.text, n.authorName])).toEqual([
        ['More balls, please', 'fb-mod'],
        ['The white goal keeper wobbles.', 'fb-player'],
      ]);
    }
    // Players write it; they do not read everyone's.
    const res = await player.gql(FEEDBACK, { id: org });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.organisation?.feedback ?? null).toBeNull();
  });

  it('refuses empty or overlong feedback and strangers, writing nothing', async () => {
    const before = await eventCount(t);
    const empty = await send(player, '   ');
    expect([empty.__typename, empty.message]).toEqual([
      'InputValidationError',
      expect.stringContaining('Please write your feedback first'),
    ]);
    expect((await send(player, 'x'.repeat(2001))).__typename).toBe('InputValidationError');
    expect((await send(stranger, 'Let me in')).__typename).toBe('GraphQLError');
    expect(await eventCount(t)).toBe(before);
  });

  it('keeps tool addresses as admin settings: http(s) only, bounded, absent ones kept, empty removes', async () => {
    const update = (c: TestClient, values: Record<string, unknown>) =>
      run(c, 'updateLeagueConfig', { organisationId: org, ...values }, TOOLS);
    const before = await eventCount(t);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://files.example.com',
      `https://x.example/${'a'.repeat(500)}`,
    ]) {
      const refused = await update(admin, { feedbackUrl: bad });
      expect([bad, refused.__typename]).toEqual([bad, 'InputValidationError']);
    }
    expect((await update(moderator, { feedbackUrl: 'https://feedback.example.com' })).__typename).toBe(
      'GraphQLError',
    );
    expect(await eventCount(t)).toBe(before);

    const saved = await update(admin, {
      soundboardUrl: 'https://sounds.example.com/board',
      archiveUrl: 'http://nas.local/kicker/',
    });
    expect(saved.organisation.config).toEqual({
      soundboardUrl: 'https://sounds.example.com/board',
      archiveUrl: 'http://nas.local/kicker/',
      feedbackUrl: null,
    });
    const more = await update(admin, {
      feedbackUrl: 'https://feedback.example.com/kicker',
      soundboardUrl: '',
    });
    expect(more.organisation.config).toEqual({
      soundboardUrl: null,
      archiveUrl: 'http://nas.local/kicker/',
      feedbackUrl: 'https://feedback.example.com/kicker',
    });
    // Everyone in the organisation reads them (the screens embed them).
    expect(
      (
        await player.gql(`query ($id: ID!) { ${TOOLS.replace('organisation', 'organisation(id: $id)')} }`, {
          id: org,
        })
      ).data.organisation.config.feedbackUrl,
    ).toBe('https://feedback.example.com/kicker');
  });

  it("lets the app's pages frame exactly the configured tools' origins of the viewer's organisations (CSP frame-src)", async () => {
    const frameSrc = async (client?: TestClient) => {
      const res = client ? await client.fetch('/feedback') : await fetch(`${t.baseUrl}/feedback`);
      await res.text();
      expect(res.headers.get('vary')).toContain('cookie');
      const policy = String(res.headers.get('content-security-policy'));
      return policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-src'));
    };
    await expect
      .poll(() => frameSrc(player), { timeout: 5000 })
      .toBe("frame-src 'self' http://nas.local https://feedback.example.com");
    // Issue 29: a visitor and another organisation's people are not told which tools it uses.
    const elsewhere = await signedInClient(t, 'fb-elsewhere@example.com');
    const theirs = await createOrganisation(admin, { name: 'Elsewhere Club', isPublic: true });
    await grantRole(admin, theirs, elsewhere, 'admin');
    await run(
      elsewhere,
      'updateLeagueConfig',
      { organisationId: theirs, soundboardUrl: 'https://board.elsewhere.example/' },
      TOOLS,
    );
    await expect
      .poll(() => frameSrc(elsewhere), { timeout: 5000 })
      .toBe("frame-src 'self' https://board.elsewhere.example");
    expect(await frameSrc()).toBe("frame-src 'self'");
    expect(await frameSrc(stranger)).toBe("frame-src 'self'");
    await run(admin, 'updateLeagueConfig', { organisationId: org, archiveUrl: null }, TOOLS);
    await expect
      .poll(() => frameSrc(player), { timeout: 5000 })
      .toBe("frame-src 'self' https://feedback.example.com");
  });

  it("signs a short-lived token for the organisation's tool: status 200, verifiable with the secret", async () => {
    const res = await run(
      player,
      'generateCustomToken',
      { organisationId: org },
      'status token uid displayName role expiresAt',
    );
    expect(res).toMatchObject({
      __typename: 'GenerateCustomTokenPayload',
      status: 200,
      displayName: 'fb-player',
      role: 'player',
    });
    const claims = verifyFeedbackToken(res.token, SECRET);
    expect(claims).toMatchObject({
      sub: res.uid,
      name: 'fb-player',
      role: 'player',
      aud: 'https://feedback.example.com',
      iss: t.baseUrl,
    });
    expect(claims!.exp - claims!.iat).toBe(300);
    expect(new Date(res.expiresAt).getTime()).toBe(claims!.exp * 1000);
    expect(verifyFeedbackToken(res.token, 'another-secret-another-secret-0000')).toBeNull();
    const mod = await run(moderator, 'generateCustomToken', { organisationId: org }, 'role');
    expect(mod.role).toBe('moderator');
  });

  it('gives no token to strangers or without a configured tool', async () => {
    expect((await run(stranger, 'generateCustomToken', { organisationId: org }, 'token')).__typename).toBe(
      'GraphQLError',
    );
    await run(admin, 'updateLeagueConfig', { organisationId: org, feedbackUrl: null }, TOOLS);
    const none = await run(player, 'generateCustomToken', { organisationId: org }, 'token');
    expect([none.__typename, none.message]).toEqual([
      'NotFoundError',
      'This organisation has no feedback tool',
    ]);
  });
});
