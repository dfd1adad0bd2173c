import { Link } from '@tanstack/react-router';
import { Page } from '../../../shared/ui/page';
import { PATHS } from '../../../shared/paths';

export function AboutScreen() {
  return (
    <Page title="About Pocket AP" lead="Pocket AP is a free study site for high-school students preparing for AP exams.">
      <div className="stack prose">
        <p>
          We built it for students who study on phones, on the bus and in places with bad signal. Once you have visited,
          the study guides, timelines, quizzes, practice exams and your notes work without a connection, and everything
          you type is saved on your device as you go.
        </p>
        <h2>What you can do here</h2>
        <ul>
          <li>
            Take an original <Link to={PATHS.practiceExams}>APUSH practice exam</Link> in the real format, with a timer and
            instant scoring.
          </li>
          <li>
            Study with the <Link to={PATHS.apushStudyGuide}>APUSH study guide</Link> and its{' '}
            <Link to={PATHS.apushTimeline}>114-event timeline</Link>.
          </li>
          <li>
            Get AI feedback on AP Seminar essays with the <Link to={PATHS.essayGrader}>essay grader</Link>.
          </li>
          <li>
            Share <Link to={PATHS.notes}>notes and flashcards</Link>.
          </li>
        </ul>
        <h2>Our material</h2>
        <p>
          Every question and explanation is written for Pocket AP. Sources come from public-domain documents and are
          labelled with their author, title and year. Pocket AP is not affiliated with or endorsed by the College Board,
          which owns the AP trademark.
        </p>
      </div>
    </Page>
  );
}
