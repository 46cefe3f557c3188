import { z } from 'zod';

/**
 * GET /statements: a person's own statement for a period (UTC days, inclusive, at most a year).
 * `received`: what a receiver was credited and paid out; `given`: a giver's receipts;
 * `allocated`: the pool share-outs of the teams the caller owns or manages.
 */
export const STATEMENT_KINDS = ['received', 'given', 'allocated'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const STATEMENT_FILE_FORMATS = ['csv', 'pdf'] as const;
export type StatementFileFormat = (typeof STATEMENT_FILE_FORMATS)[number];

const dayField = z
  .string({ error: 'statementPeriodInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'statementPeriodInvalid');

export const statementsQuery = z.object({
  from: dayField,
  to: dayField,
  format: z.enum(STATEMENT_FILE_FORMATS, { error: 'statementFormatInvalid' }),
  kind: z.enum(STATEMENT_KINDS, { error: 'statementKindInvalid' }).default('received'),
});
export type StatementsQuery = z.infer<typeof statementsQuery>;
