import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { AUDIT_FILTER_KEYS } from './use-audit-log.query';

export const TARGET_TYPES = [
  'person',
  'tip',
  'support',
  'business',
  'team',
  'promoCode',
  'job',
  'webhook',
  'admin',
] as const;

type Draft = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

/** Filters of the audit log, kept in the URL. */
export function AuditFilters() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => ({
    action: search.get('action') ?? '',
    targetType: search.get('targetType') ?? '',
    targetId: search.get('targetId') ?? '',
  }));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const key of AUDIT_FILTER_KEYS) if (draft[key].trim()) params.set(key, draft[key].trim());
    setSearch(params);
  }

  const types = TARGET_TYPES.map((value) => ({ value, label: t(`audit.targetTypes.${value}`) }));
  return (
    <form className="admin-filters admin-card" role="search" onSubmit={submit} noValidate>
      <TextField
        label={t('audit.filters.action')}
        required={false}
        value={draft.action}
        onChange={set('action')}
      />
      <SelectField
        label={t('audit.filters.targetType')}
        required={false}
        options={types}
        placeholder={t('audit.filters.anyType')}
        value={draft.targetType}
        onChange={set('targetType')}
      />
      <TextField
        label={t('audit.filters.targetId')}
        required={false}
        value={draft.targetId}
        onChange={set('targetId')}
      />
      <div className="admin-filters__actions">
        <Button type="submit">{t('audit.filters.search')}</Button>
      </div>
    </form>
  );
}
