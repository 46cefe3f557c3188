import { StaticPage } from './static-page';

export default function ImportantInformationPage() {
  return <StaticPage ns="important" sections={['provider', 'fees', 'payouts']} />;
}
