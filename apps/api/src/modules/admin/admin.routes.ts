import type { ModuleRoutes } from '../../lib/module.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { adminBusinessesRoutes } from './admin-businesses.routes.ts';
import { adminOperationsRoutes } from './admin-operations.routes.ts';
import { adminPeopleRoutes } from './admin-people.routes.ts';
import { adminSupportRoutes } from './admin-support.routes.ts';
import { adminTipsRoutes } from './admin-tips.routes.ts';

/** The platform administrator's console API, under /admin (issue 16). */
export const adminRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  await app.register(adminAuthRoutes, { deps, auth });
  await app.register(adminPeopleRoutes, { deps, auth });
  await app.register(adminOperationsRoutes, { deps, auth });
  await app.register(adminSupportRoutes, { deps, auth });
  await app.register(adminTipsRoutes, { deps, auth });
  await app.register(adminAuditRoutes, { deps, auth });
  await app.register(adminBusinessesRoutes, { deps, auth });
};
