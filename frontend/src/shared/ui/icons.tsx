import type { SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/**
 * Stroke icons drawn on a 24×24 grid. Icons that point in the reading direction are made with
 * `directional`, which sets `data-directional`: one global CSS rule mirrors them in right-to-left.
 */
function make(paths: string[], directional = false) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-directional={directional ? '' : undefined}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = make(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = make(['M18 6 6 18', 'M6 6l12 12']);
export const PlusIcon = make(['M12 5v14', 'M5 12h14']);
export const SendIcon = make(['M4 12h13', 'M13 6l6 6-6 6'], true);
export const ChevronIcon = make(['M9 6l6 6-6 6'], true);
export const BackIcon = make(['M19 12H5', 'M11 6l-6 6 6 6'], true);
export const ChatIcon = make(['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z']);
export const BookmarkIcon = make(['M6 3h12v18l-6-4-6 4z']);
export const GraduationIcon = make(['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5']);
export const FileIcon = make(['M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 13h6', 'M9 17h6']);
export const FolderIcon = make(['M3 6h6l2 2h10v11H3z']);
export const ShieldIcon = make(['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z']);
export const SearchIcon = make(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4']);
export const MoreIcon = make(['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);
export const InfoIcon = make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 8h.01']);
export const BellIcon = make(['M6 16V11a6 6 0 1 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0']);
export const SunIcon = make([
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M12 2v2',
  'M12 20v2',
  'M4.9 4.9l1.4 1.4',
  'M17.7 17.7l1.4 1.4',
  'M2 12h2',
  'M20 12h2',
  'M4.9 19.1l1.4-1.4',
  'M17.7 6.3l1.4-1.4',
]);
export const MoonIcon = make(['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z']);
export const MonitorIcon = make(['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4']);
export const GlobeIcon = make([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M3 12h18',
  'M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z',
]);
export const UserIcon = make(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0']);
export const SettingsIcon = make([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
]);
export const LogOutIcon = make(['M15 17l5-5-5-5', 'M20 12H9', 'M9 21H4V3h5'], true);
export const EditIcon = make(['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4']);
export const TrashIcon = make(['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3']);
export const ThumbUpIcon = make(['M7 11v9H4v-9z', 'M7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7']);
export const ThumbDownIcon = make(['M17 13V4h3v9z', 'M17 13l-4 8a2 2 0 0 1-2-2v-4H5.5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.7 4H17']);
export const PaperclipIcon = make(['M20 11l-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7']);
export const SmileIcon = make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 14c1 1.3 2.3 2 4 2s3-.7 4-2', 'M9 9h.01', 'M15 9h.01']);
export const TypeIcon = make(['M4 7V5h16v2', 'M12 5v14', 'M9 19h6']);
export const BoltIcon = make(['M13 2 4 14h7l-1 8 9-12h-7z']);
export const LockIcon = make(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4']);
export const LibraryIcon = make(['M4 4h4v16H4z', 'M10 4h4v16h-4z', 'M16 5l4-1 3 15-4 1z']);
export const HelpIcon = make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5', 'M12 17h.01']);
export const LinkIcon = make(['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1']);
export const DownloadIcon = make(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14']);
export const SourceIcon = make(['M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z', 'M4 19V5', 'M9 8h6']);
/** A triangle with an exclamation mark, not directional. */
export const WarningIcon = make(['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01']);
export const UndoIcon = make(['M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'], true);
