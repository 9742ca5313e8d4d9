import { Router } from 'express';
import type pg from 'pg';
import { errorBody } from '../../http/error-handler';

export function healthRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    try {
      await pool.query('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ success: true, status: 'ok', database: 'up' });
    } catch (err) {
      req.log?.error({ err }, 'health check: database unreachable');
      res.status(503).json(errorBody('The database is not answering.', 'DATABASE_DOWN'));
    }
  });
  return router;
}
