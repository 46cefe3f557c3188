import { z } from 'zod';

/** Every API answer: { success, message, data }. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const emptyData = z.object({});

export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.array(z.object({ path: z.string(), key: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
