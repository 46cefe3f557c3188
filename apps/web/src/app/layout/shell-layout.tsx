import { useSession } from '../session/use-session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';
import { useDocumentTitle } from './use-document-title';

/** Signed-in users get the side-menu layout, visitors the public one. */
export function ShellLayout() {
  const session = useSession();
  useDocumentTitle();
  return session ? <AppLayout session={session} /> : <PublicLayout />;
}
