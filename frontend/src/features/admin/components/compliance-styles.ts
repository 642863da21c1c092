import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
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
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  h3 {
    margin-inline-end: auto;
  }
`;
