import type { ModuleRoutes } from '../../lib/module.ts';

/** PayPal: linking a receiver's PayPal account, the sandbox's approval page, PayPal's webhooks. */
export const paypalRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  void app;
  void deps;
  void auth;
};
