import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  inline-size: 28px;
  block-size: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-block-start-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Box = styled.div`
  display: grid;
  place-items: center;
  gap: 10px;
  padding-block: 40px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A spinner with its text announced politely. */
export function Spinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}
