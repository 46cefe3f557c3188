import { useSession } from '../session/use-session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** Signed-in users get the side-menu layout, visitors the public one. */
export function ShellLayout() {
  const session = useSession();
  return session ? <AppLayout session={session} /> : <PublicLayout />;
}
