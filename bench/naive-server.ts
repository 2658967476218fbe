// The naive marketplace API a newcomer would write, for `npm run bench` to measure Rethread against
//: Express 5 and node-postgres, `SELECT *` of the listing row, `ILIKE '%term%'` over title
// and description, newest first, OFFSET paging. It reads the same database the benchmark seeded, and
// answers the same scenarios. It is deliberately plain, not a straw man: a pool, parameters, a limit.
//
// `DATABASE_URL=postgres://… PORT=3999 node --import tsx bench/naive-server.ts`
import express from 'express';
import pg from 'pg';

const PAGE_SIZE = 24;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();

app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});

app.get('/api/listings', async (req, res, next) => {
  try {
    const where = ['is_active', 'not is_sold'];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const q = req.query as Record<string, string | undefined>;
    if (q.search) {
      const like = param(`%${q.search}%`);
      where.push(`(title ilike ${like} or description ilike ${like})`);
    }
    if (q.category) where.push(`category = ${param(q.category)}`);
    if (q.sizes) where.push(`size = any(${param(q.sizes.split(','))})`);
    if (q.minPrice) where.push(`price_cents >= ${param(Math.round(Number(q.minPrice) * 100))}`);
    if (q.maxPrice) where.push(`price_cents <= ${param(Math.round(Number(q.maxPrice) * 100))}`);
    const page = Math.max(1, Number(q.page ?? 1) || 1);
    const { rows } = await pool.query(
      `select * from listings where ${where.join(' and ')}
       order by created_at desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      params,
    );
    res.json({ listings: rows, page });
  } catch (error) {
    next(error);
  }
});

app.get('/api/listings/:id', async (req, res, next) => {
  try {
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) return void res.status(404).json({ error: 'Not found' });
    const { rows } = await pool.query('select * from listings where id = $1', [req.params.id]);
    if (!rows[0]) return void res.status(404).json({ error: 'Not found' });
    res.json({ listing: rows[0] });
  } catch (error) {
    next(error);
  }
});

const server = app.listen(Number(process.env.PORT ?? 3999), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
