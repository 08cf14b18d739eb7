import { Link } from 'react-aria-components';
import { MoonIcon } from '../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** The logo, a link home. */
export function Brand() {
  return (
    <Link href="/" className="brand" aria-label={m.nav_logo_label()}>
      <MoonIcon width={22} height={22} className="brand__mark" />
      <span className="brand__name">{m.app_name()}</span>
    </Link>
  );
}
