import type { ModuleRoutes } from '../../lib/module.ts';

/** The platform administrator's console API, under /admin (issue 16). */
export const adminRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  void app;
  void deps;
  void auth;
};
