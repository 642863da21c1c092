import { useEffect, useRef } from 'react';
import { useGetSiteSettingsQuery } from '../shared/api/site-settings-api';
import { i18n, languageChosenBefore } from '../shared/i18n/i18n';

/**
 * Language Settings (issue 31): a browser that never chose a language starts in the site's default
 * language, on every page including the login screen and the public chat. A choice of its own wins.
 */
/** The language the page started in: if it changed before the settings arrived, the person chose it. */
const startLanguage = i18n.language;

export function DefaultLanguage() {
  const { data } = useGetSiteSettingsQuery(undefined, { skip: languageChosenBefore });
  const applied = useRef(false);
  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    if (i18n.language === startLanguage && i18n.language !== data.defaultLanguage) void i18n.changeLanguage(data.defaultLanguage);
  }, [data]);
  return null;
}
