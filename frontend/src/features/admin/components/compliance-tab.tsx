import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetComplianceDigestQuery, useGetComplianceQuery, useVerifyLedgerMutation } from '../../../shared/api/site-settings-api';
import { Muted, Section } from './admin-styles';

const Facts = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  div { display: flex; flex-wrap: wrap; gap: 4px 10px; min-inline-size: 0; }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  dd { margin: 0; min-inline-size: 0; }
  code { font-size: 12.5px; overflow-wrap: anywhere; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  h3 { margin-inline-end: auto; }
`;

/** The audit digest to keep outside, the last recorded verification with Verify, and the retention statement. */
export function ComplianceTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const digest = useGetComplianceDigestQuery();
  const status = useGetComplianceQuery();
  const [verify, verifying] = useVerifyLedgerMutation();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const last = status.data?.lastVerification ?? null;

  const copy = async () => {
    if (!digest.data) return;
    try {
      await navigator.clipboard.writeText(`${digest.data.hash}@${digest.data.position}`);
      toast({ title: t('audit.verify.copied') });
    } catch {
      toast({ title: t('audit.verify.copyFailed'), variant: 'destructive' });
    }
  };
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
      <Section aria-labelledby="compliance-digest" data-testid="compliance-digest">
        <Head>
          <h3 id="compliance-digest">{t('audit.verify.digest')}</h3>
          <Button type="button" $variant="secondary" onClick={() => void copy()} disabled={!digest.data}>
            {t('audit.verify.copy')}
          </Button>
        </Head>
        {digest.data ? (
          <Facts>
            <div><dt>{t('audit.verify.position')}</dt><dd>{number(digest.data.position)}</dd></div>
            <div><dt>{t('audit.verify.hash')}</dt><dd><code dir="ltr" data-testid="compliance-hash">{digest.data.hash}</code></dd></div>
          </Facts>
        ) : (
          <Muted role="status">{digest.isError ? t('audit.verify.digestError') : t('app.loading')}</Muted>
        )}
        <Muted>{t('audit.verify.keep')}</Muted>
      </Section>
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
              <div><dt>{t('siteAdmin.compliance.when')}</dt><dd><time dateTime={last.at}>{formatDateTime(last.at, locale)}</time></dd></div>
              <div><dt>{t('siteAdmin.compliance.who')}</dt><dd dir="auto">{last.actorName ?? last.actor}</dd></div>
              <div><dt>{t('siteAdmin.compliance.upTo')}</dt><dd>{number(last.position)}</dd></div>
              <div><dt>{t('siteAdmin.compliance.count')}</dt><dd data-testid="compliance-count">{number(status.data?.verifications ?? 0)}</dd></div>
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
