import type { StudyOptions } from './use-study-session';
import styles from './study.module.css';

/** Reverse and Starred only, shown above the card and on the "nothing due" screen. */
export function StudyOptionsBar({
  options,
  setOptions,
  starredCount,
}: {
  options: StudyOptions;
  setOptions: (options: StudyOptions) => void;
  starredCount: number;
}) {
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">Study options</legend>
      <label>
        <input
          type="checkbox"
          checked={options.reverse}
          onChange={(e) => setOptions({ ...options, reverse: e.target.checked })}
        />{' '}
        Reverse (back → front)
      </label>
      <label>
        <input
          type="checkbox"
          checked={options.starredOnly}
          onChange={(e) => setOptions({ ...options, starredOnly: e.target.checked })}
        />{' '}
        Starred only ({starredCount})
      </label>
    </fieldset>
  );
}
