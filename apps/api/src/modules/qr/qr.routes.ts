import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { qrCodeData, qrQuery } from '@opentip/shared/schemas/qr.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { fileNameOf, tipLinkOf } from './qr-code.service.ts';
import { renderQrFile } from './qr-file.service.ts';

/**
 * GET /user/qr-code: the caller's own QR identity. The code encodes the public tip link
 * (PUBLIC_URL/tip-receiver-details/<payee code>); files come as attachments to save or print.
 */
export const qrRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user/qr-code',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['users'],
        summary: "The caller's QR code: JSON facts, or a PNG, SVG or A6 PDF file (format=png|svg|pdf)",
        security: [{ bearer: [] }],
        querystring: qrQuery,
        response: { 200: envelope(qrCodeData) },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const link = tipLinkOf(deps.config.PUBLIC_URL, user.payeeCode);
      const { format, lang } = request.query;
      if (format === 'json')
        return ok('ok', { qr: { link, payeeCode: user.payeeCode, uniqueId: user.uniqueId } });
      const file = await renderQrFile({
        format,
        link,
        user,
        images: deps.images,
        language: lang ?? user.lang,
      });
      // A file, not the JSON envelope the schema describes: sent untyped, never serialized.
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${fileNameOf(user.uniqueId, format)}"`)
        .header('cache-control', 'private, no-cache')
        .send(file.body);
    },
  );
};
