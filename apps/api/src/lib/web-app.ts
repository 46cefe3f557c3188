import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadGuestPageBuild } from './guest-page/guest-page-build.ts';
import { guestPageRoutes } from './guest-page/guest-page.routes.ts';
import type { ModuleOptions } from './module.ts';

// Vite names every file under /assets/ and /guest/assets/ by its content hash: a new build means new names.
const HASHED_ASSET = /^\/(guest\/)?assets\/[^/?]+-[\w-]{8,}\.\w+(\?.*)?$/;
// The guest page's template is filled per request, never a page by itself.
const isGuestTemplate = (path: string) => path.startsWith('/guest/guest.html');

/**
 * Serves the built React app: the .br / .gz files written at build time to browsers that accept
 * them, hashed assets cached for a year; any non-API GET that is not a file gets index.html
 * (client routing), never cached so a new release is picked up at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  deps: ModuleOptions['deps'],
): Promise<void> {
  const root = resolve(distDir);
  const guestPage = deps.guestPage ?? (await loadGuestPageBuild(root));
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      const cacheable = HASHED_ASSET.test(request.url) && reply.statusCode === 200;
      reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) => !isGuestTemplate(path),
    });
    if ('missing' in guestPage) {
      app.log.warn(`guest page not server-rendered (${guestPage.missing} missing): index.html serves it`);
    } else {
      await scope.register(guestPageRoutes, { deps, build: guestPage });
    }
    scope.get('/*', (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
        return reply.callNotFound();
      }
      return reply.sendFile('index.html', root);
    });
  });
}
