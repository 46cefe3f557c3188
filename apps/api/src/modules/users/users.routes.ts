import type { ModuleRoutes } from '../../lib/module.ts';

export const userRoutes: ModuleRoutes = async () => {};
