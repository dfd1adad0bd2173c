import { Link, useNavigate } from '@tanstack/react-router';
import type { YearPicker } from '../../../content/catalogs';
import { showAlert } from '../../../shared/alert';
import { PATHS, type ExamPath } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import styles from './catalog.module.css';

interface YearSelectScreenProps {
  picker: YearPicker;
  /** Route of the one available year. */
  examPath: ExamPath;
}

/** docs/product.md#year-pickers: only the available year opens its exam, every other year alerts. */
export function YearSelectScreen({ picker, examPath }: YearSelectScreenProps) {
  const { title, lead, years, availableYear, unavailableAlert } = picker;
  const navigate = useNavigate();
  return (
    <Page title={title} lead={lead}>
      <Link to={PATHS.practiceExams} className="btn back-link">
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
