// The back arrow at the top of a screen: an icon link with a spoken name.
import { Link } from 'react-aria-components';
import { ArrowLeftIcon } from './icons.tsx';
import './button.css';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="button button--ghost button--icon back-link" aria-label={label}>
      <ArrowLeftIcon />
    </Link>
  );
}
