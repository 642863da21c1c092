import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetComplianceDigestQuery } from '../../../shared/api/site-settings-api';
import { Muted, Section } from './admin-styles';
import { Facts, Head } from './compliance-styles';

/** The audit log's digest (position and hash) to keep outside the system, with Copy. */
export function DigestSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const digest = useGetComplianceDigestQuery();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);

  const copy = async () => {
    if (!digest.data) return;
    try {
      await navigator.clipboard.writeText(`${digest.data.hash}@${digest.data.position}`);
      toast({ title: t('audit.verify.copied') });
    } catch {
      toast({ title: t('audit.verify.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Section aria-labelledby="compliance-digest" data-testid="compliance-digest">
      <Head>
        <h3 id="compliance-digest">{t('audit.verify.digest')}</h3>
        <Button type="button" $variant="secondary" onClick={() => void copy()} disabled={!digest.data}>
          {t('audit.verify.copy')}
        </Button>
      </Head>
      {digest.data ? (
        <Facts>
          <div>
            <dt>{t('audit.verify.position')}</dt>
            <dd>{number(digest.data.position)}</dd>
          </div>
          <div>
            <dt>{t('audit.verify.hash')}</dt>
            <dd>
              <code dir="ltr" data-testid="compliance-hash">
                {digest.data.hash}
              </code>
            </dd>
          </div>
        </Facts>
      ) : (
        <Muted role="status">{digest.isError ? t('audit.verify.digestError') : t('app.loading')}</Muted>
      )}
      <Muted>{t('audit.verify.keep')}</Muted>
    </Section>
  );
}
