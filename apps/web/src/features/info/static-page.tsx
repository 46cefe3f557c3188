import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page of headed paragraphs whose texts live under `<ns>.title`, `<ns>.lead`, `<ns>.<section>.title|body`. */
export function StaticPage({
  ns,
  sections,
  children,
}: {
  ns: string;
  sections: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <article className="card prose">
        <h1 className="page__title">{t(`${ns}.title`)}</h1>
        <p className="page__lead">{t(`${ns}.lead`)}</p>
        {sections.map((section) => (
          <section key={section}>
            <h2>{t(`${ns}.${section}.title`)}</h2>
            <p>{t(`${ns}.${section}.body`)}</p>
          </section>
        ))}
        {children}
      </article>
    </div>
  );
}
