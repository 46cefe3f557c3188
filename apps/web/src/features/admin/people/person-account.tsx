import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminPersonDetail } from '@opentip/shared/schemas/admin.schema';
import { ADMIN_NS } from '../admin-namespace';
import { AdminCard, Facts } from '../shell/admin-card';
import { Ltr, Typed } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';

export type PersonDetail = z.infer<typeof adminPersonDetail>;

/** The account's facts, as the person gave them and as the platform keeps them. */
export function PersonAccount({ person }: { person: PersonDetail['person'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  const ltr = (value: string | null) => (value ? <Ltr>{value}</Ltr> : '—');
  const typed = (value: string | null) => (value ? <Typed>{value}</Typed> : '—');
  const facts: [string, ReactNode][] = [
    ['fullName', typed(person.fullName)],
    ['firstName', typed(person.firstName)],
    ['lastName', typed(person.lastName)],
    ['username', ltr(person.username)],
    ['email', ltr(person.email)],
    ['phone', ltr(person.phone)],
    ['uniqueId', ltr(person.uniqueId)],
    ['userType', t(`people.types.${person.userType}`)],
    ['verified', person.emailVerifiedAt ? t('shell.yes') : t('shell.no')],
    ['created', formatDate(person.createdAt)],
    ['deletedAt', person.deletedAt ? formatDate(person.deletedAt) : t('shell.no')],
  ];
  return (
    <AdminCard id="person-account" title={t('people.account')}>
      <Facts rows={facts.map(([key, value]) => [t(`people.${key}`), value])} />
    </AdminCard>
  );
}
