import { Link } from '@tanstack/react-router';
import { PATHS } from '../../../shared/paths';
import styles from './footer.module.css';

const FOOTER_GROUPS = [
  {
    heading: 'Study',
    links: [
      { to: PATHS.studyGuides, label: 'Study Guides' },
      { to: PATHS.apushStudyGuide, label: 'APUSH Study Guide' },
      { to: PATHS.apushTimeline, label: 'APUSH Timeline' },
      { to: PATHS.glossary, label: 'APUSH Glossary' },
      { to: PATHS.notes, label: 'Notes & Flashcards' },
    ],
  },
  {
    heading: 'Practice',
    links: [
      { to: PATHS.practiceExams, label: 'Practice Exams' },
      { to: PATHS.mcqSelect, label: 'APUSH Multiple Choice' },
      { to: PATHS.saqSelect, label: 'APUSH Short Answer' },
      { to: PATHS.essayGrader, label: 'Essay Grader' },
    ],
  },
  {
    heading: 'Pocket AP',
    links: [
      { to: PATHS.about, label: 'About' },
      { to: PATHS.faq, label: 'FAQ' },
      { to: PATHS.contact, label: 'Contact' },
      { to: PATHS.privacy, label: 'Privacy' },
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
