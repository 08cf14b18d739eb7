// The signed-in header. Desktop: every destination of the spec's top navigation, and Insights. Phones:
// the brand, the language and a "More" menu for what the bottom bar does not hold (Insights, Give
// Feedback, Premium, Settings, Admin, Sign Out). Insights goes in that menu rather than a sixth item
// of the bottom bar: five items already fill 375 px ('Nuevo sueño' needs its wider column), and the
// Profile page, where a phone user looks at their journal in numbers, links to it as well.
import { lazy, Suspense, useState } from 'react';
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover, Tooltip, TooltipTrigger } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { TopNav_viewer$key } from '../__generated__/TopNav_viewer.graphql.ts';
import {
  ChartIcon,
  LogOutIcon,
  MenuIcon,
  MessageIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  SparkleIcon,
} from '../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavItem } from './NavItem.tsx';
import { QuickSearch } from './quickSearch/QuickSearch.tsx';
import { useSignOut } from './useSignOut.ts';
import '../components/button.css';
import './shell.css';

// Loaded when first opened: it validates with the shared zod inputs, which the other screens of the
// shell do not need to download (e2e/bundle-budget.e2e.ts).
const GiveFeedbackDialog = lazy(() =>
  import('./feedback/GiveFeedbackDialog.tsx').then(({ GiveFeedbackDialog }) => ({ default: GiveFeedbackDialog })),
);

const viewerFragment = graphql`
  fragment TopNav_viewer on User {
    username
    fullName
    isAdmin
  }
`;

/** Up to two initials: from the full name when there is one, else the username's first letter. */
function initialsOf(username: string, fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [username[0]];
  return letters.join('').toUpperCase();
}

export function TopNav({ viewer }: { viewer: TopNav_viewer$key }) {
  const { username, fullName, isAdmin } = useFragment(viewerFragment, viewer);
  const [signOut, isSigningOut] = useSignOut();
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so a draft survives closing the dialog.
  const [feedbackRequested, setFeedbackRequested] = useState(false);
  const openFeedback = () => {
    setFeedbackRequested(true);
    setFeedbackOpen(true);
  };

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Brand />
        <nav className="top-nav" aria-label={m.nav_main_label()}>
          <Link href="/dreams/new" className="button button--primary top-nav__new">
            <PlusIcon width={18} height={18} />
            {m.nav_new_dream()}
          </Link>
          {/* An icon with its name in a tooltip: with a label too the header no longer fits at 1280 px. */}
          <TooltipTrigger delay={300}>
            <Button
              className="top-nav__link top-nav__link--icon"
              aria-label={m.nav_give_feedback()}
              onPress={openFeedback}
            >
              <MessageIcon width={18} height={18} />
            </Button>
            <Tooltip className="tooltip" offset={6}>
              {m.nav_give_feedback()}
            </Tooltip>
          </TooltipTrigger>
          {/* Also an icon with its name in a tooltip: with its label the header is wider than 1280 px
              (the header's own maximum width), in English and Spanish. */}
          <TooltipTrigger delay={300}>
            <NavItem href="/insights" className="top-nav__link top-nav__link--icon" aria-label={m.nav_insights()}>
              <ChartIcon width={18} height={18} />
            </NavItem>
            <Tooltip className="tooltip" offset={6}>
              {m.nav_insights()}
            </Tooltip>
          </TooltipTrigger>
          <NavItem href="/subscription" className="top-nav__link">
            <SparkleIcon width={18} height={18} />
            <span className="top-nav__label">{m.nav_premium()}</span>
          </NavItem>
          <NavItem href="/search" className="top-nav__link">
            <SearchIcon width={18} height={18} />
            <span className="top-nav__label">{m.nav_search()}</span>
          </NavItem>
          <NavItem href="/account-settings" className="top-nav__link">
            <SettingsIcon width={18} height={18} />
            <span className="top-nav__label">{m.nav_settings()}</span>
          </NavItem>
          {isAdmin && (
            <NavItem href="/admin" className="top-nav__link top-nav__link--icon" aria-label={m.nav_admin()}>
              <ShieldIcon width={18} height={18} />
            </NavItem>
          )}
        </nav>
        <div className="top-bar__actions">
          <QuickSearch />
          <LanguageSwitch compact />
          <NavItem href="/profile" className="avatar">
            <span aria-hidden="true">{initialsOf(username, fullName)}</span>
            <span className="visually-hidden">{m.nav_profile()}</span>
          </NavItem>
          <Button className="button button--ghost top-bar__sign-out" onPress={signOut} isDisabled={isSigningOut}>
            <LogOutIcon width={18} height={18} />
            <span className="top-bar__sign-out-label">{isSigningOut ? m.auth_signing_out() : m.auth_sign_out()}</span>
          </Button>
          <MenuTrigger>
            <Button className="button button--ghost top-bar__more" aria-label={m.nav_more()}>
              <MenuIcon />
            </Button>
            <Popover className="menu-popover" placement="bottom end">
              <Menu className="menu">
                <MenuItem className="menu__item" href="/insights">
                  <ChartIcon width={18} height={18} />
                  {m.nav_insights()}
                </MenuItem>
                <MenuItem className="menu__item" onAction={openFeedback}>
                  <MessageIcon width={18} height={18} />
                  {m.nav_give_feedback()}
                </MenuItem>
                <MenuItem className="menu__item" href="/subscription">
                  <SparkleIcon width={18} height={18} />
                  {m.nav_premium()}
                </MenuItem>
                <MenuItem className="menu__item" href="/account-settings">
                  <SettingsIcon width={18} height={18} />
                  {m.nav_settings()}
                </MenuItem>
                {isAdmin && (
                  <MenuItem className="menu__item" href="/admin">
                    <ShieldIcon width={18} height={18} />
                    {m.nav_admin()}
                  </MenuItem>
                )}
                <MenuItem className="menu__item" onAction={signOut}>
                  <LogOutIcon width={18} height={18} />
                  {m.auth_sign_out()}
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </div>
      {feedbackRequested && (
        <Suspense fallback={null}>
          <GiveFeedbackDialog isOpen={isFeedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      )}
    </header>
  );
}
