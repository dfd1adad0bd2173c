import { useOnline } from '../../../shared/hooks/use-online';
import styles from './offline.module.css';

/** Says honestly what works while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <p className="container">
        <strong>You’re offline.</strong> Study guides, timelines, quizzes, practice exams and notes still work. AI grading
        and sign-in wait for a connection.
      </p>
    </div>
  );
}
