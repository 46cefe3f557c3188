import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { uploadData } from '@opentip/shared/schemas/users-api.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { readUploadedFile } from './read-uploaded-file.ts';
import { uploadImage } from './upload.service.ts';

/** Uploads per address and minute: enough for a person retrying, too few to use us as free hosting. */
export const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * POST /user/upload. Open to visitors too: the registration screen sends the photo before the
 * account exists.
 */
export const uploadRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user/upload',
    {
      onRequest: auth.optionalUser,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: 'Upload a picture (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadData) },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request);
      return ok('fileUploaded', await uploadImage({ bytes, images: deps.images }));
    },
  );
};
