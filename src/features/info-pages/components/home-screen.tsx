import { Link } from '@tanstack/react-router';
import { BENEFITS, FIGURES, displayNumbers } from '../../../content/site';
import { Page } from '../../../shared/ui/page';
import styles from './home-screen.module.css';
import { PATHS } from '../../../shared/paths';

const FEATURES = [
  {
    to: PATHS.essayGrader,
    emoji: '✍️',
    title: 'AI Essay Grader',
    text: 'Paste an AP Seminar essay and get rubric scores with feedback on every row.',
    action: 'Grade an essay',
  },
  {
    to: PATHS.practiceExams,
    emoji: '📝',
    title: 'Practice Exams',
    text: 'A full APUSH multiple-choice section with a timer and answer sheet, plus AI-graded short answers.',
    action: 'Start practising',
  },
  {
    to: PATHS.studyGuides,
    emoji: '📚',
    title: 'Study Guides',
    text: `${FIGURES.units} APUSH units, an interactive timeline and stimulus-based quizzes that work offline.`,
    action: 'Open the guides',
  },
] as const;

export function HomeScreen() {
  return (
    <Page title="Ace your AP exams, even offline" documentTitle="AP exam practice that works offline" className={styles.home}>
      <section className={styles.hero} aria-labelledby="hero-lead">
        <p id="hero-lead" className="lead">
          Practice exams, study guides, timelines and AI essay feedback for AP US History and more. Add Pocket AP to your
          home screen and keep studying on the bus, with or without signal.
        </p>
        <div className="btn-row">
          <Link to={PATHS.practiceExams} className="btn btn-primary">
            Take a practice exam
          </Link>
          <Link to={PATHS.studyGuides} className="btn">
            Browse study guides
          </Link>
          <Link to={PATHS.progress} className="btn btn-ghost">
            My progress
          </Link>
        </div>
        <ul className={styles.numbers} aria-label="Pocket AP in numbers">
          {displayNumbers(FIGURES).map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong> <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-heading" className={styles.section}>
        <h2 id="features-heading">Everything you need to prepare</h2>
        <ul className={`grid ${styles.features}`}>
          {FEATURES.map((feature) => (
            <li key={feature.to} className="card">
              <span aria-hidden="true" className={styles.emoji}>
                {feature.emoji}
              </span>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
              <Link to={feature.to} className="btn btn-primary">
                {feature.action}
                <span className="visually-hidden">: {feature.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className={styles.section}>
        <h2 id="benefits-heading">Why students use Pocket AP</h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
