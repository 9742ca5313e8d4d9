import { toMinorUnits, type PriceTable } from '@pageant/common/content/pricing';
import { z } from 'zod';

/** Within a thousandth of a cent: 0.6 * 750 is 449.99999999999994 in floating point, and still 450 dollars. */
const wholeCents = (amount: number) => Math.abs(amount * 100 - toMinorUnits(amount)) < 1e-6;

const dollars = z.number().positive('must be a positive number of dollars').refine(wholeCents, 'must be whole cents');
const votes = z.number().int('must be a whole number of votes').positive('must be at least 1 vote');

/**
 * USD_PRICING: the organisation's dollar price table. Every charge Stripe is asked for must be whole
 * cents, so a package whose size times its per-vote price is not is refused at start, not at checkout.
 */
export const usdPricingSchema: z.ZodType<PriceTable> = z.object({
  votePrice: dollars,
  packages: z
    .array(
      z
        .object({ votes, pricePerVote: z.number().positive('must be a positive number of dollars') })
        .refine((p) => wholeCents(p.votes * p.pricePerVote), 'votes x pricePerVote must come to whole cents'),
    )
    .min(1, 'must list at least one package')
    .refine((ps) => new Set(ps.map((p) => p.votes)).size === ps.length, 'two packages have the same number of votes'),
  registrationFee: dollars,
  // Donations are whole dollars (as they are whole rupees), so the presets are too.
  donationPresets: z
    .array(z.number().int('must be whole dollars').positive('must be at least 1 dollar'))
    .min(1, 'must list at least one preset'),
  mealPrice: dollars,
});
