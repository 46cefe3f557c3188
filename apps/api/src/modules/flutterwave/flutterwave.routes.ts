import type { ModuleRoutes } from '../../lib/module.ts';

/** Flutterwave: banks, linking a bank account or wallet, the sandbox's checkout and phone, Flutterwave's webhooks. */
export const flutterwaveRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  void app;
  void deps;
  void auth;
};
