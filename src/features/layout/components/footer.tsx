import { Link } from '@tanstack/react-router';
import styles from './footer.module.css';

const FOOTER_GROUPS = [
  {
    heading: 'Study',
    links: [
      { to: '/study-guides', label: 'Study Guides' },
      { to: '/apush-study-guide', label: 'APUSH Study Guide' },
      { to: '/apush-timeline', label: 'APUSH Timeline' },
      { to: '/notes', label: 'Notes & Flashcards' },
    ],
  },
  {
    heading: 'Practice',
    links: [
      { to: '/practice-exams', label: 'Practice Exams' },
      { to: '/apush-practice-exam/mcq/select', label: 'APUSH Multiple Choice' },
      { to: '/apush-practice-exam/saq/select', label: 'APUSH Short Answer' },
      { to: '/essay-grader', label: 'Essay Grader' },
    ],
  },
  {
    heading: 'Pocket AP',
    links: [
      { to: '/about', label: 'About' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy', label: 'Privacy' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.brand}>Pocket AP</p>
          <p className="muted">Study for AP exams anywhere, even offline. Not affiliated with the College Board.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className={styles.group}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}
