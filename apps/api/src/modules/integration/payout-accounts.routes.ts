import type { ModuleRoutes } from '../../lib/module.ts';

/** A receiver's linked accounts, where they are paid, and how givers can pay them. */
export const payoutAccountRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  void app;
  void deps;
  void auth;
};
