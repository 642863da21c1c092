import { BREAKPOINT_SIDEBAR_PX, BREAKPOINT_WIDE_PX } from '@kb/contracts';

export interface AppTheme {
  mode: 'light' | 'dark';
  color: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    surfaceHover: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    primarySoft: string;
    danger: string;
    dangerSoft: string;
    success: string;
    warning: string;
    focus: string;
    overlay: string;
    userBubble: string;
    userBubbleText: string;
    assistantBubble: string;
    /** A passage an answer quoted, marked in its source (issue 48), and the edge around it. */
    highlight: string;
    highlightEdge: string;
  };
  radius: { sm: string; md: string; lg: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  font: { body: string };
  /** Media queries matching the breakpoints of SPEC.md (1024 px and 1279 px). */
  media: { compact: string; medium: string; wide: string; belowWide: string };
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    body: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, sans-serif",
  },
  media: {
    compact: `@media (max-width: ${BREAKPOINT_SIDEBAR_PX}px)`,
    medium: `@media (min-width: ${BREAKPOINT_SIDEBAR_PX + 1}px) and (max-width: ${BREAKPOINT_WIDE_PX}px)`,
    wide: `@media (min-width: ${BREAKPOINT_WIDE_PX + 1}px)`,
    belowWide: `@media (max-width: ${BREAKPOINT_WIDE_PX}px)`,
  },
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  color: {
    bg: '#f5f6fa',
    surface: '#ffffff',
    surfaceAlt: '#f0f1f6',
    surfaceHover: '#e9eaf2',
    border: '#dfe1ea',
    text: '#1c1d26',
    textMuted: '#5f6375',
    primary: '#5b2a86',
    primaryHover: '#4a2170',
    primaryText: '#ffffff',
    primarySoft: '#efe7f7',
    danger: '#c62828',
    dangerSoft: '#fdecec',
    success: '#2e7d32',
    warning: '#b26a00',
    focus: '#7c4dff',
    overlay: 'rgba(15, 16, 24, 0.45)',
    userBubble: '#5b2a86',
    userBubbleText: '#ffffff',
    assistantBubble: '#ffffff',
    highlight: '#fdeaa0',
    highlightEdge: '#e2c25a',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 20, 40, 0.08)',
    md: '0 4px 14px rgba(20, 20, 40, 0.10)',
    lg: '0 12px 32px rgba(20, 20, 40, 0.18)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  color: {
    bg: '#121319',
    surface: '#1b1c24',
    surfaceAlt: '#23242e',
    surfaceHover: '#2c2d39',
    border: '#34364a',
    text: '#eceef6',
    textMuted: '#a4a8bd',
    primary: '#b08ae0',
    primaryHover: '#c1a2e8',
    primaryText: '#15121b',
    primarySoft: '#2f2540',
    danger: '#ef5350',
    dangerSoft: '#3a1f22',
    success: '#66bb6a',
    warning: '#ffb74d',
    focus: '#b388ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    userBubble: '#6d3c9c',
    userBubbleText: '#ffffff',
    assistantBubble: '#1f2029',
    highlight: '#5c4a12',
    highlightEdge: '#8a7125',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
