import type { ReactNode, SVGProps } from 'react';

/**
 * The app's line icons, drawn on a 24 px grid with round caps so they match the friendly type.
 * Decorative by default (aria-hidden); the control that holds one carries the accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function icon(paths: ReactNode, displayName: string) {
  function Icon({ size = 20, ...props }: IconProps) {
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
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />, 'ArrowRightIcon');
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />, 'ArrowLeftIcon');
export const ExternalLinkIcon = icon(
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </>,
  'ExternalLinkIcon',
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />, 'MenuIcon');
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
  'TrashIcon',
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
  'AlertIcon',
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
  'InfoIcon',
);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
  'CheckCircleIcon',
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </>,
  'GlobeIcon',
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
  'UserIcon',
);
export const HomeIcon = icon(
  <>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 9.5V20h12V9.5" />
    <path d="M10 20v-5h4v5" />
  </>,
  'HomeIcon',
);
export const RepeatIcon = icon(
  <>
    <path d="M17 3l3 3-3 3" />
    <path d="M4 12V10a4 4 0 0 1 4-4h12" />
    <path d="M7 21l-3-3 3-3" />
    <path d="M20 12v2a4 4 0 0 1-4 4H4" />
  </>,
  'RepeatIcon',
);
export const BowlIcon = icon(
  <>
    <path d="M3 12h18a9 9 0 0 1-9 7 9 9 0 0 1-9-7z" />
    <path d="M6 19.5h12" />
    <circle cx="9" cy="8.5" r="1.5" />
    <circle cx="13.5" cy="7" r="1.5" />
    <circle cx="15.5" cy="10" r="1" />
  </>,
  'BowlIcon',
);
export const GiftIcon = icon(
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zM12 8c1.5-3 5-4 5-1.5S14 8 12 8z" />
  </>,
  'GiftIcon',
);
export const PawIcon = icon(
  <>
    <ellipse cx="12" cy="16" rx="4.2" ry="3.6" />
    <circle cx="6" cy="10.5" r="1.8" />
    <circle cx="9.5" cy="6.5" r="1.9" />
    <circle cx="14.5" cy="6.5" r="1.9" />
    <circle cx="18" cy="10.5" r="1.8" />
  </>,
  'PawIcon',
);
export const ReceiptIcon = icon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
  'ReceiptIcon',
);
export const CardIcon = icon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </>,
  'CardIcon',
);
export const HeartPulseIcon = icon(
  <>
    <path d="M20.5 8.5c0 5.5-8.5 11-8.5 11S3.5 14 3.5 8.5A4.5 4.5 0 0 1 12 6.3a4.5 4.5 0 0 1 8.5 2.2z" />
    <path d="M3.5 11.5h4.5l1.5-2.5 2.5 5 1.5-2.5h7" />
  </>,
  'HeartPulseIcon',
);
export const ShieldIcon = icon(
  <>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6L12 3z" />
    <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
  </>,
  'ShieldIcon',
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
  'ShareIcon',
);
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
  'SettingsIcon',
);
export const PhoneIcon = icon(<path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />, 'PhoneIcon');
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M4 7l8 6 8-6" />
  </>,
  'MailIcon',
);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.3M12 17v.01" />
  </>,
  'HelpIcon',
);
export const LogOutIcon = icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </>,
  'LogOutIcon',
);
export const LogInIcon = icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l5-5-5-5M15 12H4" />
  </>,
  'LogInIcon',
);
export const ReloadIcon = icon(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
  'ReloadIcon',
);
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
  'CalendarIcon',
);
export const TruckIcon = icon(
  <>
    <path d="M3 6h11v10H3zM14 9.5h4l3 3.5v3h-7" />
    <circle cx="7" cy="17.5" r="2" />
    <circle cx="17.5" cy="17.5" r="2" />
  </>,
  'TruckIcon',
);
export const SparkleIcon = icon(
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
  'SparkleIcon',
);
export const LeafIcon = icon(
  <>
    <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" />
    <path d="M5 19l8-8" />
  </>,
  'LeafIcon',
);
export const ClipboardIcon = icon(
  <>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2.5" />
    <path d="M9 4.5V3h6v1.5M9 11h6M9 15h4" />
  </>,
  'ClipboardIcon',
);
export const FacebookIcon = icon(<path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5z" />, 'FacebookIcon');
export const InstagramIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8v.01" />
  </>,
  'InstagramIcon',
);
export const TiktokIcon = icon(<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.8 2.2 4.5 5 4.8" />, 'TiktokIcon');
export const WhatsAppIcon = icon(
  <>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8 18.8Z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2Z" />
  </>,
  'WhatsAppIcon',
);
export const YoutubeIcon = icon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.5 9.5v5l4.5-2.5z" />
  </>,
  'YoutubeIcon',
);
