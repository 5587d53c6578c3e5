import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab (and what a screen reader says on arriving) after the page: "Business information –
 * Trade Credit Application", in the page's language. `heading` is the locale key of the page's main heading (none
 * while the page does not know it yet); leaving the page gives the tab the application's name back.
 */
export function useDocumentTitle(heading: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const title = heading ? `${t(heading)} – ${appName}` : appName;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
