import { z } from 'zod';

/** Trimmed, length-capped text: DESIGN §7 asks every string to be both. */
export const text = (max = 200) => z.string().trim().max(max);
export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const loginSchema = z.object({
  username: requiredText('Username is required.', 64),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const eventStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});
export type EventStatusInput = z.infer<typeof eventStatusSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Unknown id.' }) });

export const paginationSchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(100).default(10),
  search: text(100).default(''),
});
