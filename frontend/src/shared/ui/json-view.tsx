import styled from 'styled-components';

const Pre = styled.pre`
  margin: 0;
  max-block-size: 40dvh;
  overflow: auto;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
  line-height: 1.55;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: left;
`;

/** Any JSON value, indented; always left to right (keys and punctuation read that way in both languages). */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <Pre dir="ltr" tabIndex={0} aria-label={label}>
      {JSON.stringify(value, null, 2) ?? 'undefined'}
    </Pre>
  );
}
