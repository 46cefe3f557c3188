import { CANNED_COMMENT_KEYS, type CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { sandboxPaymentMethods, tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createPaymentProvider } from '../../integrations/payments/payment-provider-registry.ts';
import { AppError } from '../../lib/app-error.ts';
import { giveFeedback } from '../feedback/feedback.service.ts';
import { createTip } from './create-tip.service.ts';
import { tipProvidersFrom } from './tip-providers.ts';

const DEMO_CARD = 'tok_sandbox_5eed00000000000000000001';
const DAYS = 21;

/** A fixed pseudo-random sequence (mulberry32), so every run plans the same tips. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}

export interface Counts {
  tips: number;
  feedback: number;
}

/** A few weeks of tips and feedback, each with a fixed Idempotency-Key: running again adds nothing. */
export async function seedDemoTips(options: {
  db: Db;
  config: Config;
  people: Record<string, UserRow>;
  now: Date;
}): Promise<Counts> {
  const { db, config, people, now } = options;
  const providers = tipProvidersFrom(createPaymentProvider({ config, db }));
  await db
    .insert(sandboxPaymentMethods)
    .values({
      token: DEMO_CARD,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      behavior: 'succeed',
    })
    .onConflictDoNothing();
  const receivers = ['maria.server', 'sunset.housekeeping', 'ali.housekeeping', 'bluelagoon.golf'].map(
    (u) => people[u]!,
  );
  const giver = people['sam.giver']!;
  const pick = sequence(2026);
  const before: Counts = { tips: await db.$count(tips), feedback: await db.$count(tipFeedback) };
  let n = 0;
  for (let day = DAYS - 1; day >= 0; day--) {
    const perDay = 1 + pick(3);
    for (let i = 0; i < perDay; i++) {
      n += 1;
      const at = new Date(now.getTime() - day * 86_400_000 - (perDay - i) * 2 * 3_600_000);
      const receiver = receivers[pick(receivers.length)]!;
      const byPercent = pick(10) < 4;
      const body: CreateTipBody = {
        payee: receiver.uniqueId,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: DEMO_CARD,
        coverFee: pick(10) < 3,
        ...(byPercent
          ? { billAmount: 2000 + pick(130) * 100, percent: [10, 12.5, 15, 18, 20][pick(5)]! }
          : { amount: [300, 500, 700, 1000, 1500, 2000][pick(6)]! }),
      };
      const caller = pick(2) === 0 ? giver : null;
      const wantsFeedback = pick(10) < 7;
      const answer = await createTip({
        db,
        providers,
        mailer: { send: async () => undefined },
        publicUrl: config.PUBLIC_URL,
        feeBps: config.PLATFORM_FEE_BPS,
        now: () => at,
        log: { error: (obj, msg) => console.error(msg, obj) },
        caller,
        clientIp: null,
        idempotencyKey: `seed-tip-${n}`,
        body,
      }).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!answer || !('body' in answer) || !wantsFeedback) continue;
      await giveFeedback({
        db,
        caller,
        now: new Date(at.getTime() + 600_000),
        body: {
          transactionId: answer.body.data.transaction.id,
          feedbackToken: answer.body.data.feedbackToken ?? undefined,
          rating: [5, 5, 5, 4, 4, 3][pick(6)]!,
          cannedComments: [CANNED_COMMENT_KEYS[pick(CANNED_COMMENT_KEYS.length)]!],
          comment: pick(3) === 0 ? 'Thank you for making our day special!' : undefined,
        },
      }).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
    }
  }
  return {
    tips: (await db.$count(tips)) - before.tips,
    feedback: (await db.$count(tipFeedback)) - before.feedback,
  };
}
