import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { useGetModelStatusQuery } from '../api/admin-api';
import { Muted, Section } from './admin-styles';

/** Whether the configured model endpoint answers (and how fast), with Check again. */
export function ModelStatusSection({ status }: { status: ReturnType<typeof useGetModelStatusQuery> }) {
  const { t } = useTranslation();
  return (
    <Section data-testid="model-status">
      <h3>{t('admin.api.endpoint')}</h3>
      {status.isFetching ? (
        <Muted>{t('admin.api.checking')}</Muted>
      ) : !status.data?.configured ? (
        <Muted>{t('admin.api.notConfigured')}</Muted>
      ) : status.data.reachable ? (
        <p>{t('admin.api.reachable', { ms: status.data.latencyMs })}</p>
      ) : (
        <p role="alert">{t('admin.api.unreachable', { error: status.data.error ?? serverMessage(status.error) ?? '' })}</p>
      )}
      {status.data?.endpointHost && <Muted dir="ltr">{t('admin.api.host', { host: status.data.endpointHost })}</Muted>}
      <div>
        <Button type="button" $variant="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {t('admin.api.recheck')}
        </Button>
      </div>
    </Section>
  );
}
