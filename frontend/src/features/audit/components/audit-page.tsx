import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, PageHeading } from '../../../shared/documents/page-layout';
import { useLocale } from '../../../shared/i18n/use-locale';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../shared/ui/tabs';
import { filtersFromSearch, filtersToSearch } from '../audit-filters';
import { DocumentTimeline } from './document-timeline';
import { Stack } from './stack';
import type { EventLinks } from './event-drawer';
import { EventLog } from './event-log';
import { ProvenanceView } from './provenance-view';
import { VerifyPanel } from './verify-panel';

/** Room at the end so the floating Quick Actions button never covers the last rows. */
const Frame = styled(PageFrame)`
  padding-block-end: 88px;
`;

const VIEWS = ['log', 'timeline', 'provenance'] as const;
type View = (typeof VIEWS)[number];

/** /audit: the log, a document's timeline, an answer's provenance, and the chain's proof. Everything it shows is in the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'log';
  const documentId = params.get('document') ?? '';
  const messageId = params.get('message') ?? '';

  const go = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) next.set(key, value);
      return next;
    });
  const links: EventLinks = {
    openTimeline: (id) => go({ view: 'timeline', document: id }),
    openProvenance: (id) => go({ view: 'provenance', message: id }),
  };

  return (
    <Frame>
      <PageHeading>
        <div>
          <h1>{t('audit.title')}</h1>
          <p>{t('audit.subtitle')}</p>
        </div>
      </PageHeading>
      <VerifyPanel />
      <TabsRoot value={view} onValueChange={(v) => go({ view: v })} dir={dir}>
        <TabsList aria-label={t('audit.tabs.label')}>
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(`audit.tabs.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="log">
          <Stack>
            <EventLog filters={filters} onFilters={(f) => setParams((current) => filtersToSearch(f, current))} links={links} />
          </Stack>
        </TabsContent>
        <TabsContent value="timeline">
          <DocumentTimeline documentId={documentId} onChoose={(id) => go({ document: id })} />
        </TabsContent>
        <TabsContent value="provenance">
          <ProvenanceView messageId={messageId} onChoose={(id) => go({ message: id })} />
        </TabsContent>
      </TabsRoot>
    </Frame>
  );
}
