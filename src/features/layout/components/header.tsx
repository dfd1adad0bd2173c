import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { MENU_LINKS, NAV_LINKS } from './nav-links';
import { useDismiss } from '../../../shared/hooks/use-dismiss';
import styles from './header.module.css';
import { PATHS } from '../../../shared/paths';

interface HeaderProps {
  account?: ReactNode;
  mobileAccount?: ReactNode;
}

export function Header({ account, mobileAccount }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // The mobile menu closes on navigation (adjusting state during render, as React recommends),
  // on Escape and on a click outside it.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  useDismiss(menuRef, menuOpen, () => setMenuOpen(false));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`} ref={menuRef}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Pocket AP home">
          <span aria-hidden="true" className={styles.logo}>
            AP
          </span>
          <span>Pocket AP</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList />
        </nav>
        <div className={styles.actions}>
          {account}
          <button
            type="button"
            className={`btn btn-ghost ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles.burger} />
            Menu
          </button>
        </div>
        <div id={menuId} className={styles.mobilePanel} hidden={!menuOpen}>
          <nav aria-label="Menu">
            {/* On a desktop the primary links are already in the bar, so the menu holds the others. */}
            <NavList className={styles.primaryInMenu} />
            <NavList links={MENU_LINKS} />
          </nav>
          {mobileAccount ? <div className={styles.mobileAccount}>{mobileAccount}</div> : null}
        </div>
      </div>
    </header>
  );
}

function NavList({
  links = NAV_LINKS,
  className = '',
}: {
  links?: readonly { to: (typeof NAV_LINKS)[number]['to'] | (typeof MENU_LINKS)[number]['to']; label: string }[];
  className?: string;
}) {
  return (
    <ul className={`${styles.navList} ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.navLink} activeProps={{ 'aria-current': 'page', className: styles.active }}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
