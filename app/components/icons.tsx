import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (no icon font, no network). Decorative by default (aria-hidden); give the surrounding control an
 * accessible name. Card logos carry their own accessible names.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The line icons' stroke and fill come from the `.ic` class (app/styles/app.css), not five attributes per icon. */
function Svg({ size = 20, children, className, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className ? `ic ${className}` : 'ic'}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Svg>
);

export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Svg>
);

export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const StoreIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6M3 10h18M9 20v-6h6v6" />
  </Svg>
);

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const TruckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </Svg>
);

/** The shop's logo mark: a balloon in the brand colours. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <ellipse cx="26" cy="24" rx="15" ry="18" fill="#00a0de" />
      <ellipse cx="42" cy="28" rx="12" ry="15" fill="#c2185b" />
      <path d="M26 42l-3 5h6zM42 43l-2.5 4h5z" fill="#1f2933" />
      <path d="M26 47c-1 5 3 8 6 12M42 47c0 5-4 8-10 12" stroke="#1f2933" strokeWidth="1.6" fill="none" />
      <ellipse cx="21" cy="17" rx="3" ry="5" fill="#fff" opacity=".5" />
    </svg>
  );
}

// --- social networks (filled marks, 24×24) -------------------------------------------------------------------------

function Filled({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const FacebookIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z" />
  </Filled>
);

const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
  </Svg>
);

const YoutubeIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  </Filled>
);

const TiktokIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.4a5.8 5.8 0 1 0 5 5.8V9a7 7 0 0 0 4 1.3V7.2a4 4 0 0 1-4-4.2z" />
  </Filled>
);

const PinterestIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z" />
  </Filled>
);

const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);

/** Icon of a social network by its name or URL (facebook, instagram, youtube, tiktok, pinterest; else a link). */
export function SocialIcon({ name, url, size }: { name: string; url: string; size?: number }) {
  const key = `${name} ${url}`.toLowerCase();
  if (key.includes('facebook')) return <FacebookIcon size={size} />;
  if (key.includes('instagram')) return <InstagramIcon size={size} />;
  if (key.includes('youtube')) return <YoutubeIcon size={size} />;
  if (key.includes('tiktok')) return <TiktokIcon size={size} />;
  if (key.includes('pinterest')) return <PinterestIcon size={size} />;
  return <LinkIcon size={size} />;
}

// --- payment cards (38×24 badges with accessible names) --------------------------------------------------------------

function CardBadge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      <rect x=".5" y=".5" width="47" height="29" rx="4" fill="#fff" stroke="#d9e2ec" />
      {children}
    </svg>
  );
}

export const VisaLogo = () => (
  <CardBadge label="Visa">
    <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="700" fill="#1a1f71">
      VISA
    </text>
  </CardBadge>
);

export const MastercardLogo = () => (
  <CardBadge label="Mastercard">
    <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
    <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
    <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
  </CardBadge>
);

export const MaestroLogo = () => (
  <CardBadge label="Maestro">
    <circle cx="19.5" cy="15" r="8" fill="#0099df" />
    <circle cx="28.5" cy="15" r="8" fill="#ed0006" />
    <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#6c6bbd" />
  </CardBadge>
);

export const VisaElectronLogo = () => (
  <CardBadge label="Visa Electron">
    <text x="24" y="16" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontStyle="italic" fontWeight="700" fill="#1a1f71">
      VISA
    </text>
    <text x="24" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="6" fontWeight="700" fill="#1a1f71">
      Electron
    </text>
  </CardBadge>
);
