/** Teachkit's own robot illustrations: inline SVG, no external image. */
export function HappyRobot({ title, size = 96 }: { title: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role="img" aria-label={title}>
      <title>{title}</title>
      <line x1="48" y1="10" x2="48" y2="22" stroke="var(--chakra-colors-robot-body)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="48" cy="9" r="5" fill="var(--chakra-colors-robot-alert)" />
      <rect x="14" y="22" width="68" height="54" rx="16" fill="var(--chakra-colors-robot-body)" />
      <rect x="22" y="32" width="52" height="32" rx="10" fill="var(--chakra-colors-robot-face)" />
      <circle cx="37" cy="45" r="5" fill="var(--chakra-colors-robot-body)" />
      <circle cx="59" cy="45" r="5" fill="var(--chakra-colors-robot-body)" />
      <path d="M36 54 Q48 62 60 54" stroke="var(--chakra-colors-robot-body)" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <rect x="6" y="40" width="8" height="18" rx="4" fill="var(--chakra-colors-robot-body)" />
      <rect x="82" y="40" width="8" height="18" rx="4" fill="var(--chakra-colors-robot-body)" />
      <rect x="30" y="76" width="12" height="10" rx="3" fill="var(--chakra-colors-robot-body)" />
      <rect x="54" y="76" width="12" height="10" rx="3" fill="var(--chakra-colors-robot-body)" />
    </svg>
  );
}

export function OfflineRobot({ title, size = 96 }: { title: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role="img" aria-label={title}>
      <title>{title}</title>
      <line x1="48" y1="10" x2="48" y2="22" stroke="var(--chakra-colors-robot-offline)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="48" cy="9" r="5" fill="var(--chakra-colors-robot-offline)" />
      <rect x="14" y="22" width="68" height="54" rx="16" fill="var(--chakra-colors-robot-offline)" />
      <rect x="22" y="32" width="52" height="32" rx="10" fill="var(--chakra-colors-gray-100)" />
      <path d="M31 45 h12 M53 45 h12" stroke="var(--chakra-colors-robot-offline)" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M40 56 h16" stroke="var(--chakra-colors-robot-offline)" strokeWidth="3.5" strokeLinecap="round" />
      <text x="70" y="18" fontSize="11" fontWeight="bold" fill="var(--chakra-colors-robot-offline)">z</text>
      <text x="78" y="10" fontSize="9" fontWeight="bold" fill="var(--chakra-colors-robot-offline)">z</text>
      <rect x="6" y="40" width="8" height="18" rx="4" fill="var(--chakra-colors-robot-offline)" />
      <rect x="82" y="40" width="8" height="18" rx="4" fill="var(--chakra-colors-robot-offline)" />
      <rect x="30" y="76" width="12" height="10" rx="3" fill="var(--chakra-colors-robot-offline)" />
      <rect x="54" y="76" width="12" height="10" rx="3" fill="var(--chakra-colors-robot-offline)" />
    </svg>
  );
}
