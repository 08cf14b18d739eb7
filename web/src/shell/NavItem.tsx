// A navigation link that tells assistive technology (aria-current) and the styles which page is open.
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useMatch } from 'react-router-dom';

interface NavItemProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}

export function NavItem({ href, className, children, ...labelling }: NavItemProps) {
  const isCurrent = useMatch({ path: href, end: true }) != null;
  return (
    <Link href={href} className={className} aria-current={isCurrent ? 'page' : undefined} {...labelling}>
      {children}
    </Link>
  );
}
