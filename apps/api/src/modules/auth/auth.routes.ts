import type { ModuleRoutes } from '../../lib/module.ts';
import { emailVerificationRoutes } from './email-verification.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { socialLoginRoutes } from './social-login.routes.ts';

/** /auth/*: sign-up, log-in and -out, e-mail codes, passwords, Google sign-in. */
export const authRoutes: ModuleRoutes = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(emailVerificationRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(socialLoginRoutes, options);
};
