// The in-stack limit for GET /api/candidates/fetch (DESIGN §8): node:http + pg, no framework, the
// same two queries and the same JSON shape as the real route, in its own process like the server.
import http from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT } = process.env;
const db = new pg.Pool({ connectionString: DATABASE_URL, max: 20 });

const LIST =
  'SELECT id, name, image_url, category, city, bio, vote_count, vote_seq FROM candidates ORDER BY vote_count DESC, name ASC, id ASC LIMIT $1 OFFSET $2';
const COUNT = 'SELECT count(*)::int AS count FROM candidates';

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname !== '/api/candidates/fetch') {
    res.writeHead(404).end();
    return;
  }
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const limit = Math.min(50, Math.max(1, Number(url.searchParams.get('limit')) || 10));
  try {
    const [list, count] = await Promise.all([db.query(LIST, [limit, (page - 1) * limit]), db.query(COUNT)]);
    const totalCount = count.rows[0].count;
    const body = JSON.stringify({
      // seq as the route sends it (issue #15); bigint arrives from pg as a string.
      candidates: list.rows.map((r) => ({
        _id: r.id,
        name: r.name,
        imageUrl: r.image_url,
        category: r.category,
        city: r.city,
        bio: r.bio,
        voteCount: r.vote_count,
        seq: Number(r.vote_seq),
      })),
      totalPages: Math.ceil(totalCount / limit),
      totalCount,
      page,
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(Number(PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => db.end().then(() => process.exit(0))));
