import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminConfigData } from '@opentip/shared/schemas/admin-operations.schema';
import { AdminLoaded } from '../shell/admin-results';
import { Ltr } from '../shell/bidi';
import { useOperationsConfigQuery } from './use-operations-config.query';

function rowsOf(config: AdminConfigData, t: TFunction<'admin'>, locale: string) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const onOff = (on: boolean) => t(on ? 'operations.config.on' : 'operations.config.off');
  const rows: [string, ReactNode][] = [
    [t('operations.config.platformFee'), percent.format(config.platformFee.bps / 10_000)],
    [
      t('operations.config.payoutHold'),
      t('operations.config.payoutHoldValue', { hours: config.platformFee.payoutHoldHours }),
    ],
    [t('operations.config.cardProvider'), config.payments.cardProvider],
    [
      t('operations.config.providers'),
      <ul className="operations__list">
        {config.payments.providers.map((provider) => (
          <li key={provider.name}>
            {provider.name}:{' '}
            {t(provider.configured ? 'operations.config.configured' : 'operations.config.notConfigured')}
            {provider.name !== 'sandbox' &&
              `, ${t(provider.webhooks ? 'operations.config.webhooksOn' : 'operations.config.webhooksOff')}`}
          </li>
        ))}
      </ul>,
    ],
    [t('operations.config.publicUrl'), <span className="admin-code">{config.publicUrl}</span>],
    [
      t('operations.config.mail'),
      t(config.mail.smtp ? 'operations.config.smtp' : 'operations.config.devMailbox'),
    ],
    [t('operations.config.mailFrom'), <Ltr>{config.mail.from}</Ltr>],
    [t('operations.config.redis'), onOff(config.redis)],
    [t('operations.config.database'), t(`operations.config.${config.database}`)],
    [t('operations.config.push'), onOff(config.push)],
    [t('operations.config.versions'), t('operations.config.versionsValue', config.versions)],
    [
      t('operations.config.secrets'),
      <ul className="operations__list">
        {config.secrets.map((secret) => (
          <li key={secret.name}>
            <span className="admin-code">{secret.name}</span>:{' '}
            {t(secret.set ? 'operations.config.set' : 'operations.config.notSet')}
          </li>
        ))}
      </ul>,
    ],
  ];
  return rows;
}

/** The server's configuration, read-only. */
export function ConfigSection() {
  const { t, i18n } = useTranslation('admin');
  const config = useOperationsConfigQuery();
  return (
    <div className="admin-screen">
      <p className="operations__intro">{t('operations.config.intro')}</p>
      <AdminLoaded query={config} errorHeadingLevel={2}>
        {(data) => (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="operations-config">
              <thead>
                <tr>
                  <th scope="col">{t('operations.config.setting')}</th>
                  <th scope="col">{t('operations.config.value')}</th>
                </tr>
              </thead>
              <tbody>
                {rowsOf(data, t, i18n.language).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminLoaded>
    </div>
  );
}
