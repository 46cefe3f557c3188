import { z } from 'zod';

/** Notifications per page of GET /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const MARK_READ_MAX_IDS = 100;

export const NOTIFICATION_KINDS = [
  'tipReceived',
  'feedbackReceived',
  'teamJoinRequested',
  'teamJoinDecided',
  'teamInvitation',
  'tipRefunded',
  'payoutLinked',
  'payoutFailed',
  'payoutPaid',
  'poolShareReceived',
  'poolRunContested',
  'poolContestAnswered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationsQuery = z.object({
  page: z.coerce
    .number({ error: 'invalidRequest' })
    .int('invalidRequest')
    .min(1, 'invalidRequest')
    .max(100_000, 'invalidRequest')
    .default(1),
});

/** POST /notifications/read: the ids read, or `all: true` for every one. */
export const markReadBody = z
  .object(
    {
      ids: z
        .array(z.string({ error: 'invalidRequest' }).uuid('invalidRequest'), { error: 'invalidRequest' })
        .max(MARK_READ_MAX_IDS, 'invalidRequest')
        .optional(),
      all: z.literal(true, { error: 'invalidRequest' }).optional(),
    },
    { error: 'invalidRequest' },
  )
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), {
    message: 'invalidRequest',
    path: ['ids'],
  });
export type MarkReadBody = z.infer<typeof markReadBody>;

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_KINDS),
  /** Amounts are minor units with their currency; ids and names let the screen link and say it. */
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** SPEC 7 spells the list data.threads. */
export const notificationsData = z.object({
  threads: z.array(notificationItem),
  unreadCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});

export const markReadData = z.object({ marked: z.number(), unreadCount: z.number() });
