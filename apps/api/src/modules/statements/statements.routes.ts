import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementsQuery } from '@opentip/shared/schemas/statements.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { statementCsv } from './statement.csv.ts';
import { statementPdf } from './statement.pdf.ts';
import { buildStatement } from './statement.service.ts';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** A person's own statements: tips received, receipts of tips given, tips their teams allocated. */
export const statementRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/statements',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['statements'],
        security: [{ bearer: [] }],
        summary:
          "The caller's statement for a period (at most a year) as a CSV or PDF file: tips received, tips given, or tips allocated by their teams",
        querystring: statementsQuery,
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const query = request.query;
      const statement = await buildStatement(deps.db, { user, query, now: deps.now() });
      const body = query.format === 'pdf' ? await statementPdf(statement) : statementCsv(statement);
      const fileName = `opentip-${query.kind}-${query.from}-${query.to}.${query.format}`;
      // A file, not the JSON envelope: sent untyped, never serialized.
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
