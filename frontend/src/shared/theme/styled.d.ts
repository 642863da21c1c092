import 'styled-components';
import type { AppTheme } from './tokens';

declare module 'styled-components' {
  // Makes `theme` in every styled component an AppTheme.
  export interface DefaultTheme extends AppTheme {}
}
