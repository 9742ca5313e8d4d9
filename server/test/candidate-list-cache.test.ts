import request from 'supertest';
import { listCache } from '../src/modules/candidates/list-cache';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';

describe('list cache', () => {
  test('when asked again within the TTL, then the stored answer is served without loading', async () => {
    const cache = listCache<number>(10_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  test('when the TTL has passed, then it loads again', async () => {
    const cache = listCache<number>(20);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });

  test('when a write clears the cache while a read is loading, then that older answer is not kept', async () => {
    const cache = listCache<string>(10_000);
    let release!: () => void;
    const slow = cache.get(
      'a',
      () =>
        new Promise<string>((r) => {
          release = () => r('before the write');
        }),
    );
    cache.clear();
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });
});

describe('candidate list answers through the cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const first = async () => (await request(ctx.app).get('/api/candidates/fetch?page=1&limit=10')).body.candidates[0];

  test('when votes are credited or a candidate changes, then the next list is fresh at once', async () => {
    const admin = await adminAgent(ctx);
    const created = await admin
      .post('/api/candidates/create')
      .set('Origin', PUBLIC_URL)
      .field('name', 'Asha')
      .attach('image', await testPng(), 'a.png');
    expect(created.status).toBe(201);
    const id = created.body.candidate._id as string;
    expect((await first()).voteCount).toBe(0);

    // A change behind the service's back is not seen while the page is cached ...
    await ctx.database.pool.query('UPDATE candidates SET vote_count = 500 WHERE id = $1', [id]);
    expect((await first()).voteCount).toBe(0);
    // ... but a credited vote (what the vote effect publishes after commit) clears it.
    ctx.bus.publish('votes.credited', { candidateId: id, name: 'Asha', voteCount: 500, seq: 1, countsHidden: false });
    expect((await first()).voteCount).toBe(500);

    expect((await admin.put(`/api/candidates/update/${id}`).set('Origin', PUBLIC_URL).field('name', 'Asha Rao')).status).toBe(200);
    expect((await first()).name).toBe('Asha Rao');
    expect((await admin.delete(`/api/candidates/delete/${id}`).set('Origin', PUBLIC_URL)).status).toBe(200);
    expect((await request(ctx.app).get('/api/candidates/fetch')).body.totalCount).toBe(0);
  });
});

describe('list cache under load', () => {
  test('when many requests miss the same page at once, then one load answers them all', async () => {
    const cache = listCache<number>(10_000);
    let loads = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.get('a', async () => {
          loads += 1;
          await new Promise((r) => setTimeout(r, 10));
          return loads;
        }),
      ),
    );
    expect(loads).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  test('when a load fails, then the failure is not kept', async () => {
    const cache = listCache<number>(10_000);
    await expect(
      cache.get('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
