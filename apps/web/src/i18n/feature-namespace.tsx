import { useEffect, useState, type ReactNode } from 'react';
import i18next, { type ResourceLanguage } from 'i18next';
import { FALLBACK_LANGUAGE } from '@opentip/shared/occupations';
import { Spinner } from '@/ui/spinner';

/** A feature's locale files, as `import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' })`. */
export type LocaleLoaders = Record<string, () => Promise<ResourceLanguage>>;

async function loadNamespace(namespace: string, loaders: LocaleLoaders): Promise<void> {
  const languages = [...new Set([FALLBACK_LANGUAGE, i18next.language])];
  await Promise.all(
    languages.map(async (language) => {
      if (i18next.hasResourceBundle(language, namespace)) return;
      const load = loaders[`./locales/${language}.json`];
      if (load) i18next.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
}

/**
 * A feature's own translations (an i18next namespace) load with the feature's code, so the
 * main bundle and other features do not carry them. Children render once they are in.
 */
export function FeatureNamespace(props: { namespace: string; loaders: LocaleLoaders; children: ReactNode }) {
  const { namespace, loaders } = props;
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(i18next.language, namespace));
  useEffect(() => {
    if (ready) return;
    let alive = true;
    loadNamespace(namespace, loaders)
      .catch(() => undefined)
      .finally(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [namespace, loaders, ready]);
  return ready ? props.children : <Spinner fullPage />;
}
