import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { titleKeyFor } from '../route-titles';

const BRAND = 'OpenTip';

/** Each screen's title in the reader's language, e.g. "Dashboard · OpenTip", kept on navigation. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const title = t(titleKeyFor(pathname));
  useEffect(() => {
    document.title = `${title} · ${BRAND}`;
  }, [title]);
}
