import { StaticPage } from './static-page';

export default function TermsPage() {
  return <StaticPage ns="terms" sections={['service', 'accounts', 'payments', 'conduct']} />;
}
