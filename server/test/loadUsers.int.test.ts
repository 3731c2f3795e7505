import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserById, loadUsersByIds } from '../src/policy/viewer.ts';
import {
  createOrganisation,
  grantRole,
  signedInClient,
  startTestApp,
  type TestApp,
} from './support/testApp.ts';

// Issue 30: the People list reads a page of people in one query, each as loadUserById would.

describe('people read together', () => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signedInClient(t, 'admin@example.com');
    const org = await createOrganisation(admin, { name: 'People Club', isPublic: true });
    const clients = [];
    for (const email of ['ann@example.com', 'bob@example.com', 'cem@example.com']) {
      const client = await signedInClient(t, email);
      clients.push(client);
      ids.push(client.userId);
    }
    await grantRole(admin, org, clients[1]!, 'moderator');
  });
  afterAll(() => t?.close());

  it('gives each user as loadUserById does, in the order asked, leaving out ids of nobody', async () => {
    const db = t.app.services.db;
    const together = await loadUsersByIds(db, [ids[2]!, 'nobody', ids[0]!, ids[1]!]);
    expect(together.map((u) => u.email)).toEqual(['cem@example.com', 'ann@example.com', 'bob@example.com']);
    for (const user of together) expect(user).toEqual(await loadUserById(db, user.userId));
    expect([...together[2]!.grants.values()]).toEqual([['moderator']]);
    expect(await loadUsersByIds(db, [])).toEqual([]);
  });
});
