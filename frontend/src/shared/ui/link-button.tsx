import styled from 'styled-components';
import { buttonLook, type ButtonLookProps } from './button';

/** A link that looks like a button, secondary unless told (downloads, navigation placed among buttons). */
export const ButtonLink = styled.a.attrs<ButtonLookProps>(({ $variant = 'secondary' }) => ({ $variant }))<ButtonLookProps>`
  ${buttonLook}
  text-decoration: none;
`;
