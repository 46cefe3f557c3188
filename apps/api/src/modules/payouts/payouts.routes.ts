import type { ModuleRoutes } from '../../lib/module.ts';

/** A receiver's balances per provider and their withdrawals. */
export const payoutRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  void app;
  void deps;
  void auth;
};
