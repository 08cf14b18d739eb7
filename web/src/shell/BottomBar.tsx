// Phones only (< 768px): the spec's four destinations (Home, New Dream, Search, Profile) and the
// archive, which the desktop shows in its sidebar and a phone has no room for. Five items put
// recording a dream, the reason the app is opened at dawn, in the middle under the thumb.
import { ArchiveIcon, HomeIcon, PlusIcon, SearchIcon, UserIcon } from '../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { NavItem } from './NavItem.tsx';
import './shell.css';

export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label={m.nav_shortcuts_label()}>
      <NavItem href="/" className="bottom-bar__item">
        <HomeIcon />
        <span>{m.nav_home()}</span>
      </NavItem>
      <NavItem href="/dreams" className="bottom-bar__item">
        <ArchiveIcon />
        <span>{m.nav_archive()}</span>
      </NavItem>
      <NavItem href="/dreams/new" className="bottom-bar__item bottom-bar__item--record">
        <span className="bottom-bar__record-mark">
          <PlusIcon />
        </span>
        <span>{m.nav_new_dream()}</span>
      </NavItem>
      <NavItem href="/search" className="bottom-bar__item">
        <SearchIcon />
        <span>{m.nav_search()}</span>
      </NavItem>
      <NavItem href="/profile" className="bottom-bar__item">
        <UserIcon />
        <span>{m.nav_profile()}</span>
      </NavItem>
    </nav>
  );
}
