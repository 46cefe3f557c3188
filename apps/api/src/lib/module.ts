import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { authHooks } from './authenticate.ts';

/** What every module's routes plugin receives: the app's outside world and the auth hooks. */
export interface ModuleOptions {
  deps: AppDeps & { now: () => Date };
  auth: ReturnType<typeof authHooks>;
}

export type ModuleRoutes = FastifyPluginAsync<ModuleOptions>;
