import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, PageHeader } from '../../../shared/documents/page-layout';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Card, CardGrid } from '../../../shared/ui/card-grid';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GraduationIcon, HelpIcon } from '../../../shared/ui/icons';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../shared/ui/tabs';
import { courseAction } from './course-label';

const HR_SUPPORT = 'hr-support@gulfnet.example';
/** An e-mail to HR support about one course, its subject saying which and what for. */
const courseRequest = (subject: string) => `mailto:${HR_SUPPORT}?subject=${encodeURIComponent(subject)}`;

/** SPEC.md: a hardcoded course list (no server behind it). */
const COURSES = [
  { key: 'service', minutes: 45, level: 'beginner', percent: 100 },
  { key: 'products', minutes: 60, level: 'intermediate', percent: 40 },
  { key: 'security', minutes: 30, level: 'beginner', percent: 0 },
  { key: 'billing', minutes: 50, level: 'advanced', percent: 0 },
] as const;

const Course = styled(Card)`
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  progress {
    inline-size: 100%;
    block-size: 8px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  .foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    font-size: 13px;
  }
`;

const Help = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};
  div {
    flex: 1 1 240px;
    display: grid;
    gap: 4px;
  }
  h2 {
    font-size: 16px;
  }
`;

/** SPEC.md /training: Courses, Onboarding and Certifications tabs and the HR help box. */
export function TrainingPage() {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();

  return (
    <PageFrame>
      <PageHeader title={t('training.title')} subtitle={t('training.subtitle')} />
      <TabsRoot defaultValue="courses" dir={dir}>
        <TabsList aria-label={t('training.tabsLabel')}>
          <TabsTrigger value="courses">{t('training.courses')}</TabsTrigger>
          <TabsTrigger value="onboarding">{t('training.onboarding')}</TabsTrigger>
          <TabsTrigger value="certifications">{t('training.certifications')}</TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <CardGrid $min={280}>
            {COURSES.map((c) => {
              const action = courseAction(c.percent);
              return (
                <Course key={c.key} $gap={10} data-course={c.key}>
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
                    <span>
                      {c.percent === 0 ? t('training.notStarted') : t('training.progress', { percent: c.percent.toLocaleString(locale) })}
                    </span>
                    {/* The courses are run by HR: the button asks HR for the course (start, continue or review it). */}
                    <Button
                      as="a"
                      href={courseRequest(`${t(`training.${action}`)}: ${t(`training.courseList.${c.key}.title`)}`)}
                      $variant={action === 'start' ? 'primary' : 'secondary'}
                    >
                      {t(`training.${action}`)}
                    </Button>
                  </div>
                </Course>
              );
            })}
          </CardGrid>
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
        <a href={`mailto:${HR_SUPPORT}`}>{t('training.contactHr')}</a>
      </Help>
    </PageFrame>
  );
}
