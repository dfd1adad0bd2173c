import { Link, useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../../shared/alert';
import { Page } from '../../../shared/ui/page';
import styles from './catalog.module.css';

interface YearSelectScreenProps {
  title: string;
  lead: string;
  years: readonly number[];
  availableYear: number;
  /** Route of the one available year. */
  examPath: '/apush-practice-exam/mcq/2014' | '/apush-practice-exam/saq/2025';
  /** The alert for every other year (docs/product.md#year-pickers). */
  unavailableAlert: string;
}

export function YearSelectScreen({ title, lead, years, availableYear, examPath, unavailableAlert }: YearSelectScreenProps) {
  const navigate = useNavigate();
  return (
    <Page title={title} lead={lead}>
      <Link to="/practice-exams" className="btn back-link">
        ← Back to Practice Exams
      </Link>
      <h2>Choose an exam year</h2>
      <ul className={styles.years}>
        {years.map((year) => (
          <li key={year}>
            <button
              type="button"
              className={`btn ${year === availableYear ? 'btn-primary' : ''}`}
              onClick={() => (year === availableYear ? void navigate({ to: examPath }) : showAlert(unavailableAlert))}
            >
              {year}
              {year === availableYear ? <span className={styles.available}> (available)</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
