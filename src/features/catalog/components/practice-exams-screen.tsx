import { Link } from '@tanstack/react-router';
import { FIGURES } from '../../../content/site';
import { practiceExams, type PracticeExamItem } from '../../../content/catalogs';
import { Page } from '../../../shared/ui/page';
import { CatalogTabs } from './catalog-tabs';
import styles from './catalog.module.css';
import { PATHS } from '../../../shared/paths';

export function PracticeExamsScreen() {
  return (
    <Page title="Practice Exams" lead="Full-length practice in the real exam format, with instant scoring and AI feedback.">
      <CatalogTabs
        label="Practice exam categories"
        items={practiceExams}
        emptyText="No practice exams available."
        renderItem={(exam) => (
          <article className={`card ${styles.item}`}>
            <h2 className={styles.title}>{exam.title}</h2>
            <p className="muted">{exam.description}</p>
            <dl className={styles.figures}>
              {examFigures(exam).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ul className={styles.tags} aria-label="Topics">
              {exam.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link to={PATHS.mcqSelect} className="btn btn-primary">
                Start MCQ Exam
              </Link>
              <Link to={PATHS.saqSelect} className="btn">
                SAQ
              </Link>
              <Link to={PATHS.dbqSelect} className="btn">
                DBQ
              </Link>
              <Link to={PATHS.leqSelect} className="btn">
                LEQ
              </Link>
            </div>
          </article>
        )}
      />
    </Page>
  );
}

function examFigures(exam: PracticeExamItem): [label: string, value: string][] {
  return [
    ...exam.figures(FIGURES),
    ['Duration', `${exam.duration} minutes`],
    ['Difficulty', exam.difficulty],
  ];
}
