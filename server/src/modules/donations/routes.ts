import { Router } from 'express';
import { donationInitiateSchema, type DonationInitiateInput } from '@pageant/common/content/donations';
import { limiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { DonationService } from './service';

export function donationRoutes(donations: DonationService, paymentLimit: number): Router {
  const router = Router();
  const initiateLimit = limiter({ windowMs: 60_000, limit: paymentLimit });
  router.post('/initiate', initiateLimit, validate({ body: donationInitiateSchema }), async (req, res) => {
    res.json(await donations.initiate(req.body as DonationInitiateInput));
  });
  return router;
}
