import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '@opentip/shared/messages';
import { ApiError } from '@/app/api/api-client';

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** The message key of each field a shared schema refused (the first issue per field). */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined)
      errors[field] = isMessageKey(issue.message) ? issue.message : 'invalidRequest';
  }
  return errors;
}

/** The MESSAGES keys the server gave for the fields of a refused form, to show under each field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const field = detail.path.split('.').at(-1) ?? '';
    if (errors[field] === undefined && isMessageKey(detail.key)) errors[field] = detail.key;
  }
  return errors;
}
