import { Link } from '@tanstack/react-router';
import { SAQ_SECTION_MINUTES, SAQ_SECTION_PAPERS } from '../../../content/saq-section';
import { PATHS } from '../../../shared/paths';
import styles from './saq-exam.module.css';

/** A full SAQ section as on the exam: Questions 1, 2, and 3 or 4 (docs/product.md#saq-exam). */
export function SaqSectionLinks() {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="saq-section-heading">
      <h2 id="saq-section-heading">Full SAQ section</h2>
      <p className="muted">
        On the exam you answer three questions in {SAQ_SECTION_MINUTES} minutes: Questions 1 and 2, then either Question 3 or Question 4.
      </p>
      <ol className={styles.sectionList}>
        <li>
          <Link to={PATHS.saqExam}>Question 1: two secondary sources (2025)</Link>
        </li>
        <li>
          <Link to={PATHS.saqQuestion} params={{ question: 'q2' }}>
            Question 2: a primary source
          </Link>
        </li>
        <li>
          Answer one: <Link to={PATHS.saqQuestion} params={{ question: 'q3' }}>Question 3 (periods 1–5)</Link> or{' '}
          <Link to={PATHS.saqQuestion} params={{ question: 'q4' }}>
            Question 4 (periods 6–9)
          </Link>
        </li>
      </ol>
      <p className="muted">Each question has its own page, graded on its own: {Object.keys(SAQ_SECTION_PAPERS).length + 1} questions in all.</p>
    </section>
  );
}
