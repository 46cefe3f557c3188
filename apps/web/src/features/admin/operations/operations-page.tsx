import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminTabs } from '../shell/admin-tabs';
import { ConfigSection } from './config-section';
import { FailedJobsSection } from './failed-jobs-section';
import { FailedWebhooksSection } from './failed-webhooks-section';
import { WaitingTipsSection } from './waiting-tips-section';
import './operations.css';

const SECTIONS = {
  tips: WaitingTipsSection,
  webhooks: FailedWebhooksSection,
  jobs: FailedJobsSection,
  config: ConfigSection,
} as const;
type SectionName = keyof typeof SECTIONS;
const isSection = (name: string | null): name is SectionName => name !== null && name in SECTIONS;

/** /admin/operations: waiting tips, failed webhooks and jobs (retry), the configuration; the tab in the URL. */
export default function OperationsPage() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const tab = search.get('tab');
  const current: SectionName = isSection(tab) ? tab : 'tips';
  const Section = SECTIONS[current];
  return (
    <section className="admin-screen">
      <h1 className="admin-page__title">{t('operations.title')}</h1>
      <AdminTabs
        label={t('operations.tabsLabel')}
        tabs={(Object.keys(SECTIONS) as SectionName[]).map((name) => ({
          to: name === 'tips' ? '/admin/operations' : `/admin/operations?tab=${name}`,
          label: t(`operations.tabs.${name}`),
          current: current === name,
        }))}
      />
      <Section />
    </section>
  );
}
