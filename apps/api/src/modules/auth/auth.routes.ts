import type { ModuleRoutes } from '../../lib/module.ts';

export const authRoutes: ModuleRoutes = async () => {};
