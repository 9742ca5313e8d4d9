import { sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { recordAudit, summarizeChanges } from '../src/modules/audit/record';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** drizzle wraps the driver's error; the trigger's own words are in its cause. */
const refused = (query: Promise<unknown>) =>
  expect(query).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('the audit table', () => {
  test('when anything tries to change or remove an entry, then the database refuses', async () => {
    await recordAudit(database.db, { actor: 'admin', action: 'test.write', target: 'x', ip: '127.0.0.1', summary: "name: 'A' -> 'B'" });
    const before = await count();
    await refused(database.db.execute(sql`update audit_log set summary = 'rewritten'`));
    await refused(database.db.execute(sql`delete from audit_log`));
    await refused(database.db.execute(sql`truncate audit_log`));
    expect(await count()).toBe(before);
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({ actor: 'admin', action: 'test.write', target: 'x', ip: '127.0.0.1', summary: "name: 'A' -> 'B'" });
  });
});

describe('summarizeChanges', () => {
  test('names only allowlisted fields that changed, and never a password or contact detail', () => {
    const before = { name: 'A', order: 1, email: 'a@x.in', password: 'p', note: 'same' };
    const after = { name: 'B', order: 2, email: 'b@x.in', password: 'q', note: 'same' };
    expect(summarizeChanges(before, after, ['name', 'order', 'email', 'password', 'note'])).toBe("name: 'A' -> 'B', order: 1 -> 2");
    expect(summarizeChanges(null, after, ['name', 'phone'])).toBe("name: 'B'");
  });
});
