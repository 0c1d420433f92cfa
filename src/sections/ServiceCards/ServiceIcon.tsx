import type { ReactNode } from 'react';
import type { ServiceCard } from '../../generated/content.ts';
import { Icon, type IconProps } from '../../ui/icons.tsx';

export type ServiceIconName = NonNullable<ServiceCard['icon']>;

const drawings: Record<ServiceIconName, ReactNode> = {
  interior: (
    <>
      <rect x="3" y="3" width="14" height="6" rx="1" />
      <path d="M17 6h3v5h-8v3" />
      <rect x="10" y="14" width="4" height="7" rx="1" />
    </>
  ),
  exterior: (
    <>
      <path d="M2 12.5 10 5l8 7.5" />
      <path d="M4 10.5V21h12V10.5" />
      <path d="M8 21v-5h4v5" />
      <path d="M20 2v2M23 5h-2M22 3l-1 1" />
    </>
  ),
  cabinet: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1" />
      <path d="M12 3v18M3 12h18M9 7v2M15 7v2M9 15v2M15 15v2" />
    </>
  ),
  color: (
    <>
      <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A2 2 0 0 1 12 22z" />
      <circle cx="7.5" cy="10.5" r="1.5" />
      <circle cx="12" cy="7" r="1.5" />
      <circle cx="16.5" cy="10.5" r="1.5" />
    </>
  ),
  commercial: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="1" />
      <path d="M9 22v-4h6v4" />
      <path d="M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" />
    </>
  ),
  residential: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v12h14V9" />
      <path d="M10 21v-5h4v5" />
    </>
  ),
};

/** The drawing for a service card's icon name (decorative: the card's title says it). */
export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  return <Icon {...props}>{drawings[name]}</Icon>;
}
