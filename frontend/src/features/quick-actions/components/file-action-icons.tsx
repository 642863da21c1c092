import type { SVGProps } from 'react';

/** Two icons only the file actions need, drawn like shared/ui/icons (24×24 grid, 2 px stroke). */
function stroke(paths: string[]) {
  return function Icon({ size = 18, ...rest }: Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const DownloadIcon = stroke(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14']);
export const SourceIcon = stroke(['M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z', 'M4 19V5', 'M9 8h6']);
