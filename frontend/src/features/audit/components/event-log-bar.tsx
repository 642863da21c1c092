import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../shared/ui/link-button';
import { exportHref, type AuditFilterValues } from '../audit-filters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  label.toggle {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
  }
`;

interface EventLogBarProps {
  live: boolean;
  onLive: (live: boolean) => void;
  filters: AuditFilterValues;
  onFilters: (f: AuditFilterValues) => void;
}

/** Above the log: the live and newest-first switches, and export of what the filters select. */
export function EventLogBar({ live, onLive, filters, onFilters }: EventLogBarProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      <label className="toggle">
        <input type="checkbox" role="switch" checked={live} onChange={(e) => onLive(e.target.checked)} />
        {t('audit.live.toggle')}
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={filters.order !== 'asc'}
          onChange={(e) => onFilters({ ...filters, order: e.target.checked ? '' : 'asc' })}
        />
        {t('auditPickers.newestFirst')}
      </label>
      <div className="group" role="group" aria-label={t('audit.export.label')}>
        <ButtonLink href={exportHref(filters, 'csv')} download data-testid="export-csv">
          {t('audit.export.csv')}
        </ButtonLink>
        <ButtonLink href={exportHref(filters, 'jsonl')} download data-testid="export-jsonl">
          {t('audit.export.jsonl')}
        </ButtonLink>
      </div>
    </Bar>
  );
}
