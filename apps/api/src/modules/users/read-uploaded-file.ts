import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const UPLOAD_FIELD = 'file';

const fileTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', 'fileTooLarge');
const fileRequired = () => badRequest('fileRequired', 'FILE_REQUIRED');

function hasHttpStatus(error: unknown): boolean {
  return error instanceof Error && typeof (error as Error & { statusCode?: unknown }).statusCode === 'number';
}

/** Runs one step of reading the form, turning the parser's failures into answers for the client. */
async function parsing<T>(request: FastifyRequest, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
    if (hasHttpStatus(error)) throw error;
    // The form parser reports a broken body (no boundary, cut short) as a plain Error.
    throw badRequest('invalidRequest', 'MULTIPART_INVALID');
  }
}

/**
 * The bytes of the multipart field `file`. The multipart plugin stops reading at
 * UPLOAD_MAX_BYTES; a cut-off file must be refused, never processed as if it were whole.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  const part = await parsing(request, () => request.file());
  if (!part || part.fieldname !== UPLOAD_FIELD) throw fileRequired();
  const bytes = await parsing(request, () => part.toBuffer());
  if (part.file.truncated) throw fileTooLarge();
  if (bytes.length === 0) throw fileRequired();
  return bytes;
}
