import { Router } from 'express';
import { eventStatusSchema, scheduleSchema, type EventStatusInput, type ScheduleInput } from '@pageant/common';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { EventService } from './service';

export function eventRoutes(events: EventService): Router {
  const router = Router();
  router.get('/status', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await events.getStatus());
  });
  router.post('/toggle', requireCapability('event'), validate({ body: eventStatusSchema }), async (req, res) => {
    const { isActive } = await events.setStatus((req.body as EventStatusInput).isActive, auditFrom(req));
    res.json({ isActive });
  });
  router.patch('/status', requireCapability('event'), validate({ body: eventStatusSchema }), async (req, res) => {
    res.json(await events.setStatus((req.body as EventStatusInput).isActive, auditFrom(req)));
  });
  router.put('/schedule', requireCapability('event'), validate({ body: scheduleSchema }), async (req, res) => {
    res.json(await events.setSchedule(req.body as ScheduleInput, auditFrom(req)));
  });
  router.post('/reveal', requireCapability('event'), async (req, res) => {
    res.json(await events.reveal(auditFrom(req)));
  });
  return router;
}
