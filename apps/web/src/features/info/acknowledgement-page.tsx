import { StaticPage } from './static-page';

export default function AcknowledgementPage() {
  return <StaticPage ns="acknowledgement" sections={['tips', 'ratings']} />;
}
