const MAX_ERROR_LENGTH = 500;

/**
 * What the console shows of a job's failure: the error's message, never its stack (a stack or a
 * serialized error can carry connection strings and keys).
 */
export function failureMessageOf(output: unknown): string {
  const message =
    output instanceof Error
      ? output.message
      : output && typeof output === 'object' && 'message' in output
        ? String((output as { message: unknown }).message)
        : typeof output === 'string'
          ? output
          : 'unknown error';
  return message.slice(0, MAX_ERROR_LENGTH);
}
