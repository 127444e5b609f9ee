import { FolderGit2, House, UserRound, type LucideIcon } from 'lucide-react';
import type { PagePath } from '~/lib/page-paths';

export type NavItem = {
  id: 'home' | 'about' | 'projects';
  labelKey: 'nav.home' | 'nav.about' | 'nav.projects';
  path: PagePath;
  icon: LucideIcon;
};

export const navItems: readonly NavItem[] = [
  { id: 'home', labelKey: 'nav.home', path: '/', icon: House },
  { id: 'about', labelKey: 'nav.about', path: '/about', icon: UserRound },
  { id: 'projects', labelKey: 'nav.projects', path: '/projects', icon: FolderGit2 },
];
