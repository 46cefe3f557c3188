import type { z } from 'zod';
import type { adminTipDetail } from '@opentip/shared/schemas/admin.schema';

export type AdminTipDetail = z.infer<typeof adminTipDetail>;
export type AdminTip = AdminTipDetail['tip'];
