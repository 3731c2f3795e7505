import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

const REPORT = `mutation ($input: ReportErrorInput!) {
  reportError(input: $input) {
    __typename
    ... on ReportErrorPayload { reportedAt }
    ... on Error { message }
    ... on InputValidationError { issues { message path } }
  }
}`;

const report = {
  header: 'Error while initialing data',
  message: 'Failed to fetch',
  details: JSON.stringify({ status: 500, name: 'HttpErrorResponse' }),
  comment: 'When I opened the stats',
  url: 'https://kicker.example/stats',
};

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').slice(1).join(':');

describe('UI error reports', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function lastEvent() {
    const { rows } = await t.database.pool.query(
      `SELECT org_id, stream_id, data, metadata FROM events WHERE type = 'UiErrorReported'
       ORDER BY global_position DESC LIMIT 1`,
    );
    return rows[0];
  }

  async function reportRows(orgId: string) {
    const { rows } = await t.database.pool.query(
      'SELECT * FROM ui_error_reports WHERE org_id = $1 ORDER BY position',
      [orgId],
    );
    return rows;
  }

  it('takes a report from someone signed out into the global log, keyed by its ISO timestamp', async () => {
    const before = Date.now();
    const res = (await t.client().gql(REPORT, { input: report })).data.reportError;
    expect(res.__typename).toBe('ReportErrorPayload');
    expect(res.reportedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(res.reportedAt)).toBeGreaterThanOrEqual(before - 1000);

    const event = await lastEvent();
    expect(event).toMatchObject({
      org_id: 'global',
      stream_id: 'ui-errors-global',
      metadata: { actor: null },
    });
    expect(event.data).toEqual({ ...report, reportedAt: res.reportedAt, user: null });
    const rows = await reportRows('global');
    expect(rows.at(-1)).toMatchObject({
      header: report.header,
      message: report.message,
      details: report.details,
      comment: report.comment,
      url: report.url,
      user_id: null,
    });
    expect(rows.at(-1).reported_at.toISOString()).toBe(res.reportedAt);
  });

  it("merges the reporter's fields in and files the report in the reporter's organisation", async () => {
    const admin = await signedInClient(t, 'admin@example.com');
    const org = await createOrganisation(admin, { name: 'Home Club' });
    const location = (
      await admin.gql('query ($id: ID!) { node(id: $id) { ... on Organisation { locations { id } } } }', {
        id: org,
      })
    ).data.node.locations[0].id;
    const created = await admin.gql(
      `mutation ($input: CreatePlayerInput!) {
        createPlayer(input: $input) { ... on CreatePlayerPayload { player { id } } }
      }`,
      { input: { organisationId: org, name: 'Bauer', nickname: 'Admiral', locationId: location } },
    );
    const playerId = rawId(created.data.createPlayer.player.id).split(':')[1];
    const orgId = rawId(org);

    const res = (await admin.gql(REPORT, { input: { header: 'Error', message: 'Boom', comment: '' } })).data
      .reportError;
    expect(res.__typename).toBe('ReportErrorPayload');
    const event = await lastEvent();
    expect(event).toMatchObject({ org_id: orgId, stream_id: `ui-errors-${orgId}` });
    expect(event.data).toEqual({
      reportedAt: res.reportedAt,
      header: 'Error',
      message: 'Boom',
      details: null,
      comment: null,
      url: null,
      user: { userId: admin.userId, email: 'admin@example.com', name: 'admin', playerId, orgId },
    });
    expect(event.metadata.actor).toBe(admin.userId);
    expect(await reportRows(orgId)).toEqual([
      expect.objectContaining({ header: 'Error', comment: null, user_id: admin.userId }),
    ]);

    // Signed in without an organisation: the global log, with the user's fields.
    const newcomer = await signedInClient(t, 'newcomer@example.com');
    await newcomer.gql(REPORT, { input: report });
    expect((await lastEvent()).data.user).toEqual({
      userId: newcomer.userId,
      email: 'newcomer@example.com',
      name: 'newcomer',
      playerId: null,
      orgId: null,
    });
  });

  it('refuses reports outside the limits with a clear message and appends nothing', async () => {
    const anonymous = t.client();
    const nul = String.fromCharCode(0);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ header: '' }, 'header', 'Error header is required'],
      [{ header: '   ' }, 'header', 'Error header is required'],
      [{ header: 'x'.repeat(201) }, 'header', 'Error header must have at most 200 characters'],
      [{ message: '' }, 'message', 'Error message is required'],
      [{ message: 'x'.repeat(4001) }, 'message', 'Error message must have at most 4000 characters'],
      [{ details: 'x'.repeat(8001) }, 'details', 'Error details must have at most 8000 characters'],
      [{ comment: 'x'.repeat(2001) }, 'comment', 'Comment must have at most 2000 characters'],
      [{ url: `https://x.io/${'x'.repeat(488)}` }, 'url', 'URL must have at most 500 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const before = await eventCount(t);
      const res = (await anonymous.gql(REPORT, { input: { ...report, ...overrides } })).data.reportError;
      expect(res.__typename, field).toBe('InputValidationError');
      expect(res.issues, field).toEqual([{ message, path: ['input', field] }]);
      expect(await eventCount(t), field).toBe(before);
    }
    // A NUL is refused at the edge, before the fields' own rules (badInput.int.test.ts).
    for (const [overrides, field] of [
      [{ message: `a${nul}b` }, 'message'],
      [{ details: `{"a":"${nul}"}` }, 'details'],
    ] as const) {
      const before = await eventCount(t);
      const res = await anonymous.gql(REPORT, { input: { ...report, ...overrides } });
      expect(res.errors?.[0], field).toMatchObject({
        message: `Text must not contain NUL characters or unpaired surrogates (variables.input.${field})`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await eventCount(t), field).toBe(before);
    }
  });

  it('writes nothing but the report: other fields are not part of the input', async () => {
    const anonymous: TestClient = t.client();
    const before = await eventCount(t);
    for (const extra of [
      { user: { userId: 'someone-else' } },
      { reportedAt: '2020-01-01T00:00:00Z' },
      { orgId: 'global' },
    ]) {
      const res = await anonymous.gql(REPORT, { input: { ...report, ...extra } });
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.message).toMatch(/is not defined by type "ReportErrorInput"/);
    }
    expect(await eventCount(t)).toBe(before);
  });

  it('keeps every one of many reports sent at the same time', async () => {
    const before = (await reportRows('global')).length;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.client().gql(REPORT, { input: { ...report, header: `Error ${i}` } }),
      ),
    );
    expect(results.every((r) => r.data.reportError.__typename === 'ReportErrorPayload')).toBe(true);
    const rows = await reportRows('global');
    expect(rows.length - before).toBe(8);
    expect(new Set(rows.map((r) => r.header))).toEqual(
      new Set([report.header, ...Array.from({ length: 8 }, (_, i) => `Error ${i}`)]),
    );
  });
});

describe('UI error reports: limits and retention (issue 29)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_ERROR_REPORTS: '3',
        RATE_LIMIT_ERROR_REPORTS_ANONYMOUS: '2',
        RATE_LIMIT_ERROR_REPORTS_ANONYMOUS_ALL: '6',
      },
    });
  });
  afterAll(() => t?.close());

  const from = (address: string) => {
    const client = t.client();
    client.headers['x-forwarded-for'] = address;
    return client;
  };
  const TOO_MANY = {
    __typename: 'ForbiddenError',
    message: 'Too many error reports. Please try again in a minute.',
  };
  const stored = async () =>
    Number((await t.database.pool.query('SELECT count(*) FROM ui_error_reports')).rows[0].count);

  it('takes only a few per minute from a signed-out client, then refuses with a clear message and appends nothing', async () => {
    const client = from('10.9.0.1');
    for (let i = 0; i < 2; i++)
      expect((await client.gql(REPORT, { input: report })).data.reportError.__typename).toBe(
        'ReportErrorPayload',
      );
    const before = await eventCount(t);
    expect((await client.gql(REPORT, { input: report })).data.reportError).toEqual(TOO_MANY);
    expect(await eventCount(t)).toBe(before);
  });

  it('caps signed-out reports from all addresses together, and still takes a signed-in one', async () => {
    const before = await stored();
    const answers: string[] = [];
    for (let a = 0; a < 20; a++)
      for (let i = 0; i < 10; i++)
        answers.push((await from(`10.8.0.${a}`).gql(REPORT, { input: report })).data.reportError.__typename);
    // Six signed-out reports a minute in all: two went above, four are left of the twenty addresses' 200.
    expect(answers.filter((a) => a === 'ReportErrorPayload')).toHaveLength(4);
    expect(await stored()).toBe(before + 4);
    const member = await signedInClient(t, 'member@example.com');
    member.headers['x-forwarded-for'] = '10.8.0.1';
    expect((await member.gql(REPORT, { input: report })).data.reportError.__typename).toBe(
      'ReportErrorPayload',
    );
  });

  it('deletes reports older than the retention period from the log and the list, and keeps the others', async () => {
    const total = await stored();
    // Two reports were made 31 days ago.
    await t.database.pool.query(`UPDATE events SET recorded_at = now() - interval '31 days'
      WHERE global_position IN (SELECT global_position FROM events WHERE type = 'UiErrorReported'
        ORDER BY global_position LIMIT 2)`);
    const counted = async () =>
      Number(
        (
          await t.database.pool.query(
            `SELECT sum(count) AS n FROM event_type_stats WHERE type = 'UiErrorReported'`,
          )
        ).rows[0].n,
      );
    const countedBefore = await counted();
    expect(await t.app.errorReportRetention.purge()).toBe(2);
    expect(await stored()).toBe(total - 2);
    expect(await counted()).toBe(countedBefore - 2);
    const { rows } = await t.database.pool.query(
      `SELECT count(*) FROM events WHERE type = 'UiErrorReported' AND recorded_at < now() - interval '30 days'`,
    );
    expect(Number(rows[0].count)).toBe(0);
    expect(await t.app.errorReportRetention.purge()).toBe(0);
  });
});
