import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, PageHeading } from '../../../shared/documents/page-layout';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GraduationIcon, HelpIcon } from '../../../shared/ui/icons';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../shared/ui/tabs';
import { courseAction } from './course-label';

/** SPEC.md: a hardcoded course list (no server behind it). */
const COURSES = [
  { key: 'service', minutes: 45, level: 'beginner', percent: 100 },
  { key: 'products', minutes: 60, level: 'intermediate', percent: 40 },
  { key: 'security', minutes: 30, level: 'beginner', percent: 0 },
  { key: 'billing', minutes: 50, level: 'advanced', percent: 0 },
] as const;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Course = styled.li`
  display: grid;
  gap: 10px;
  align-content: start;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: 16px; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: 14px; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 13px; color: ${({ theme }) => theme.color.textMuted}; }
  progress { inline-size: 100%; block-size: 8px; accent-color: ${({ theme }) => theme.color.primary}; }
  .foot { display: flex; align-items: center; justify-content: space-between; gap: 10px; font-size: 13px; }
`;

const Help = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};
  div { flex: 1 1 240px; display: grid; gap: 4px; }
  h2 { font-size: 16px; }
`;

/** SPEC.md /training: Courses, Onboarding and Certifications tabs and the HR help box. */
export function TrainingPage() {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();

  return (
    <PageFrame>
      <PageHeading>
        <div>
          <h1>{t('training.title')}</h1>
          <p>{t('training.subtitle')}</p>
        </div>
      </PageHeading>
      <TabsRoot defaultValue="courses" dir={dir}>
        <TabsList aria-label={t('training.tabsLabel')}>
          <TabsTrigger value="courses">{t('training.courses')}</TabsTrigger>
          <TabsTrigger value="onboarding">{t('training.onboarding')}</TabsTrigger>
          <TabsTrigger value="certifications">{t('training.certifications')}</TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <List>
            {COURSES.map((c) => {
              const action = courseAction(c.percent);
              return (
                <Course key={c.key} data-course={c.key}>
                  <div className="meta">
                    <Badge>{t(`training.courseList.${c.key}.category`)}</Badge>
                    <span>{t(`training.levels.${c.level}`)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{t('training.duration', { minutes: c.minutes.toLocaleString(locale) })}</span>
                  </div>
                  <h2>{t(`training.courseList.${c.key}.title`)}</h2>
                  <p>{t(`training.courseList.${c.key}.description`)}</p>
                  <progress max={100} value={c.percent} aria-label={t(`training.courseList.${c.key}.title`)} />
                  <div className="foot">
                    <span>{c.percent === 0 ? t('training.notStarted') : t('training.progress', { percent: c.percent.toLocaleString(locale) })}</span>
                    <Button type="button" $variant={action === 'start' ? 'primary' : 'secondary'}>
                      {t(`training.${action}`)}
                    </Button>
                  </div>
                </Course>
              );
            })}
          </List>
        </TabsContent>
        <TabsContent value="onboarding">
          <EmptyState icon={<GraduationIcon size={36} />} title={t('training.onboarding')} text={t('training.onboardingText')} />
        </TabsContent>
        <TabsContent value="certifications">
          <EmptyState icon={<GraduationIcon size={36} />} title={t('training.certifications')} text={t('training.certificationsText')} />
        </TabsContent>
      </TabsRoot>
      <Help>
        <HelpIcon size={24} />
        <div>
          <h2>{t('training.helpTitle')}</h2>
          <p>{t('training.helpText')}</p>
        </div>
        <a href="mailto:hr-support@gulfnet.example">{t('training.contactHr')}</a>
      </Help>
    </PageFrame>
  );
}
