import styled from 'styled-components';
import { useScreenT } from '../../../shared/documents/document-labels';
import { InfoIcon } from '../../../shared/ui/icons';

const Box = styled.aside`
  display: grid;
  gap: 10px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 17px;
  }
  ul {
    margin: 0;
    padding-inline-start: 22px;
    display: grid;
    gap: 6px;
  }
`;

/** The how-to guide of SPEC.md: small documents, and only active ones answer users. */
export function KbGuide() {
  const { t } = useScreenT('ar');
  const steps = t('knowledgeBase.guide', { returnObjects: true }) as string[];
  return (
    <Box aria-labelledby="kb-guide">
      <h2 id="kb-guide">
        <InfoIcon size={18} /> {t('knowledgeBase.guideTitle')}
      </h2>
      <ul>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </Box>
  );
}
