import { useEffect, useEffectEvent } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kb/contracts';
import { useSession } from '../../features/auth/api/use-session';
import { Card, Centered } from '../../shared/ui/page-states';
import { useToast } from '../../shared/ui/use-toast';

/**
 * Admin-only screens (with `allowAuditors`, auditors too). Others see an Access Denied card and are
 * sent to / with a destructive toast (SPEC.md section 6). `language` pins the wording, e.g. Arabic on /knowledge-base.
 */
export function RequireAdmin({ language, allowAuditors = false }: { language?: Language; allowAuditors?: boolean }) {
  const { isAdmin, user } = useSession();
  const allowed = isAdmin || (allowAuditors && user?.role === 'auditor');
  const { t: uiT, i18n } = useTranslation();
  const t = language ? i18n.getFixedT(language) : uiT;
  const navigate = useNavigate();
  const toast = useToast();

  // Once per denied visit: a language change must not toast again, so `t`, `toast` and `navigate`
  // are read as they are when it runs.
  const deny = useEffectEvent(() => {
    toast({ title: t('access.deniedTitle'), description: t('access.deniedText'), variant: 'destructive' });
    void navigate('/', { replace: true });
  });
  useEffect(() => {
    if (!allowed) deny();
  }, [allowed]);

  if (allowed) return <Outlet />;
  return (
    <Centered as="main" lang={language}>
      <Card role="alert">
        <h1>{t('access.deniedTitle')}</h1>
        <p>{t('access.deniedText')}</p>
        <Link to="/">{t('access.returnHome')}</Link>
      </Card>
    </Centered>
  );
}
