import { Link } from '@tanstack/react-router';
import type { FrqKind } from '../../../grading-contract/frq-rubrics';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import styles from './free-response.module.css';

export interface PromptListItem {
  id: string;
  title: string;
  detail: string;
}

const PAGES = {
  dbq: {
    title: 'APUSH DBQ Practice',
    lead: 'A document-based question with seven documents: 60 minutes, with a suggested 15-minute reading period. Write your essay, then get AI feedback on each row of the exam’s 7-point rubric.',
  },
  leq: {
    title: 'APUSH LEQ Practice',
    lead: 'Choose one of three prompts on the same reasoning process: 40 minutes. Write your essay, then get AI feedback on each row of the exam’s 6-point rubric.',
  },
} as const;

/** The DBQ or LEQ list (docs/product.md#dbq-and-leq): each prompt a link to its writing screen. */
export function PromptListScreen({ kind, items }: { kind: FrqKind; items: readonly PromptListItem[] }) {
  const page = PAGES[kind];
  return (
    <Page title={page.title} lead={page.lead}>
      <Link to={PATHS.practiceExams} className="btn back-link">
        ← Back to Practice Exams
      </Link>
      <h2>{kind === 'dbq' ? 'Choose a DBQ' : 'Choose a prompt set'}</h2>
      <ul className={styles.promptList}>
        {items.map((item) => (
          <li key={item.id} className="card">
            {kind === 'dbq' ? (
              <Link to={PATHS.dbqPrompt} params={{ promptId: item.id }} className={styles.promptLink}>
                {item.title}
              </Link>
            ) : (
              <Link to={PATHS.leqSet} params={{ setId: item.id }} className={styles.promptLink}>
                {item.title}
              </Link>
            )}
            <p className="muted">{item.detail}</p>
          </li>
        ))}
      </ul>
      <p className="muted">Practice questions in the current exam format, written for Pocket AP. They are not College Board questions.</p>
    </Page>
  );
}
