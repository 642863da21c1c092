import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetComplianceQuery, useVerifyLedgerMutation } from '../../../shared/api/site-settings-api';
import { Muted, Section } from './admin-styles';
import { DigestSection } from './compliance-digest';
import { Facts, Head } from './compliance-styles';

/** The audit digest to keep outside, the last recorded verification with Verify, and the retention statement. */
export function ComplianceTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const status = useGetComplianceQuery();
  const [verify, verifying] = useVerifyLedgerMutation();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const last = status.data?.lastVerification ?? null;

  const onVerify = async () => {
    try {
      await verify().unwrap();
    } catch {
      toast({ title: t('audit.verify.failed'), variant: 'destructive' });
    }
  };

  return (
    <>
      <h2>{t('admin.tabs.compliance')}</h2>
      <Muted>{t('siteAdmin.compliance.intro')}</Muted>
      <DigestSection />
      <Section aria-labelledby="compliance-last" data-testid="compliance-last">
        <Head>
          <h3 id="compliance-last">{t('siteAdmin.compliance.last')}</h3>
          <Button type="button" onClick={() => void onVerify()} disabled={verifying.isLoading}>
            {verifying.isLoading ? t('audit.verify.verifying') : t('audit.verify.button')}
          </Button>
        </Head>
        <div role="status" aria-live="polite">
          {last ? (
            <Facts>
              <div>
                <dt>{t('siteAdmin.compliance.verdict')}</dt>
                <dd>
                  {last.ok ? (
                    <Badge $tone="success">{t('audit.verify.ok', { count: last.checkedEvents })}</Badge>
                  ) : (
                    <Badge $tone="danger">{t('audit.verify.broken', { position: number(last.firstBrokenPosition ?? 0) })}</Badge>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('siteAdmin.compliance.when')}</dt>
                <dd>
                  <time dateTime={last.at}>{formatDateTime(last.at, locale)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('siteAdmin.compliance.who')}</dt>
                <dd dir="auto">{last.actorName ?? last.actor}</dd>
              </div>
              <div>
                <dt>{t('siteAdmin.compliance.upTo')}</dt>
                <dd>{number(last.position)}</dd>
              </div>
              <div>
                <dt>{t('siteAdmin.compliance.count')}</dt>
                <dd data-testid="compliance-count">{number(status.data?.verifications ?? 0)}</dd>
              </div>
            </Facts>
          ) : (
            <Muted>{status.isLoading ? t('app.loading') : t('siteAdmin.compliance.never')}</Muted>
          )}
        </div>
      </Section>
      <Section aria-labelledby="compliance-retention" data-testid="compliance-retention">
        <h3 id="compliance-retention">{t('siteAdmin.compliance.retention')}</h3>
        <p>{t('siteAdmin.compliance.retentionText')}</p>
        <Muted>{t('siteAdmin.compliance.retentionNote')}</Muted>
      </Section>
    </>
  );
}
