import { Router, type RequestHandler } from 'express';
import { donationInitiateSchema, type DonationInitiateInput } from '@pageant/common/content/donations';
import { validate } from '../../http/validate';
import type { DonationService } from './service';

export function donationRoutes(donations: DonationService, initiateLimit: RequestHandler): Router {
  const router = Router();
  router.post('/initiate', initiateLimit, validate({ body: donationInitiateSchema }), async (req, res) => {
    res.json(await donations.initiate(req.body as DonationInitiateInput));
  });
  return router;
}
