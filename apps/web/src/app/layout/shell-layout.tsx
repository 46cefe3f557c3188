import { useAppSession } from '../session/use-session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';
import { useDocumentTitle } from './use-document-title';

/**
 * Signed-in users get the side-menu layout, visitors the public one. An administrator only passes
 * through here on the way to the console: the app's layout (its counts, socket and profile, which
 * the API refuses them) is not mounted for them.
 */
export function ShellLayout() {
  const session = useAppSession();
  useDocumentTitle();
  return session ? <AppLayout session={session} /> : <PublicLayout />;
}
