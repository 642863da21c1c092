import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { useAuditDigestQuery, useVerifyChainMutation } from '../api/audit-api';

const Panel = styled.section`
  display: grid;
  gap: 10px;
  padding-block: 12px;
  padding-inline: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: 16px;
    margin-inline-end: auto;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 18px;
    margin: 0;
    font-size: 14px;
    min-inline-size: 0;
  }
  dl > div {
    display: flex;
    gap: 6px;
    min-inline-size: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-inline-size: 0;
  }
  code {
    font-size: 12.5px;
    overflow-wrap: anywhere;
  }
  p.hint {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

/** Copies the digest to the clipboard in the form the offline check takes, and says whether it could. */
function useCopyDigest(digest: { hash: string; position: number } | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  return async () => {
    if (!digest) return;
    try {
      // `npm run audit -- --verify --digest <hash>@<position>`.
      await navigator.clipboard.writeText(`${digest.hash}@${digest.position}`);
      toast({ title: t('audit.verify.copied') });
    } catch {
      toast({ title: t('audit.verify.copyFailed'), variant: 'destructive' });
    }
  };
}

/** Verify button with the chain's verdict, and the current digest to keep outside the system. */
export function VerifyPanel() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const digest = useAuditDigestQuery();
  const [verify, result] = useVerifyChainMutation();
  const copy = useCopyDigest(digest.data);

  return (
    <Panel aria-labelledby="audit-digest-heading" data-testid="audit-verify">
      <div className="row">
        <h2 id="audit-digest-heading">{t('audit.verify.digest')}</h2>
        <Button type="button" onClick={() => void verify()} disabled={result.isLoading}>
          {result.isLoading ? t('audit.verify.verifying') : t('audit.verify.button')}
        </Button>
        <div role="status" aria-live="polite">
          {result.data?.ok && <Badge $tone="success">{t('audit.verify.ok', { count: result.data.checkedEvents })}</Badge>}
          {result.data && !result.data.ok && (
            <Badge $tone="danger">
              {t('audit.verify.broken', {
                position:
                  result.data.firstBrokenPosition === undefined
                    ? '?'
                    : new Intl.NumberFormat(locale).format(result.data.firstBrokenPosition),
              })}
            </Badge>
          )}
          {result.isError && <Badge $tone="danger">{t('audit.verify.failed')}</Badge>}
        </div>
      </div>
      {digest.isError ? (
        <p role="alert">{t('audit.verify.digestError')}</p>
      ) : digest.data ? (
        <>
          <div className="row">
            <dl>
              <div>
                <dt>{t('audit.verify.position')}</dt>
                <dd data-testid="digest-position">{new Intl.NumberFormat(locale).format(digest.data.position)}</dd>
              </div>
              <div>
                <dt>{t('audit.verify.time')}</dt>
                <dd>
                  {digest.data.at ? (
                    <time dateTime={digest.data.at}>{formatDateTime(digest.data.at, locale)}</time>
                  ) : (
                    t('audit.drawer.none')
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('audit.verify.hash')}</dt>
                <dd>
                  <code dir="ltr" data-testid="digest-hash">
                    {digest.data.hash}
                  </code>
                </dd>
              </div>
            </dl>
            <Button type="button" $variant="secondary" onClick={() => void copy()}>
              {t('audit.verify.copy')}
            </Button>
          </div>
          <p className="hint">{t('audit.verify.keep')}</p>
        </>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Panel>
  );
}
