import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built React app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
