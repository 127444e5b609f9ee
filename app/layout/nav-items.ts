import { FolderGit2, House, UserRound, type LucideIcon } from 'lucide-react';

export type NavItem = {
  id: 'home' | 'about' | 'projects';
  labelKey: 'nav.home' | 'nav.about' | 'nav.projects';
  path: '/' | '/about' | '/projects';
  icon: LucideIcon;
};

export const navItems: readonly NavItem[] = [
  { id: 'home', labelKey: 'nav.home', path: '/', icon: House },
  { id: 'about', labelKey: 'nav.about', path: '/about', icon: UserRound },
  { id: 'projects', labelKey: 'nav.projects', path: '/projects', icon: FolderGit2 },
];
