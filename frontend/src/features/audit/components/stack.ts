import styled from 'styled-components';

/** Blocks one under the other with the screen's spacing. */
export const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-inline-size: 0;
`;
