import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons.tsx';

export type BadgeIconName =
  'shield' | 'star' | 'clock' | 'check' | 'brush' | 'leaf' | 'users' | 'award';

/** Drawings for reasons and trust badges: what each stands for is in the section schemas. */
const drawings: Record<BadgeIconName, ReactNode> = {
  shield: (
    <>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  star: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  brush: (
    <>
      <path d="M18.4 2.6a2 2 0 0 1 2.9 2.9L12 14.8 9.2 12z" />
      <path d="M7 14c-1.7 0-3 1.3-3 3 0 1.3-1 2.5-2 3 1 .5 2.5 1 4 1a4 4 0 0 0 4-4c0-1.7-1.3-3-3-3z" />
    </>
  ),
  leaf: (
    <>
      <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
      <path d="M2 21c0-3 1.9-5.4 5.2-6 2.5-.5 4.8-2 5.8-3" />
    </>
  ),
  users: (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="8" r="6" />
      <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
    </>
  ),
};

/** The drawing for a reason card's icon name (decorative: the card's title says it). */
export function BadgeIcon({ name, ...props }: IconProps & { name: BadgeIconName }) {
  return <Icon {...props}>{drawings[name]}</Icon>;
}
