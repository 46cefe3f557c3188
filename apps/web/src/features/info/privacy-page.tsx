import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return <StaticPage ns="privacy" sections={['collect', 'use', 'share', 'rights']} />;
}
