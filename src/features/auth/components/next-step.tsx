import { Link, useRouter } from '@tanstack/react-router';
import { PATHS } from '../../../shared/paths';
import styles from './sign-in-screen.module.css';

/**
 * After profile setup on /login or /register: where to go next (docs/product.md#accounts): back to the page the
 * student came from when we know it (`?from=`, checked in-app by the route), else the first unit.
 */
export function NextStep({ from }: { from?: string }) {
  const router = useRouter();
  return (
    <nav className={styles.nextStep} aria-label="Next step">
      <p>You&apos;re all set. What next?</p>
      <div className="btn-row">
        {from ? (
          <a
            href={from}
            className="btn btn-primary"
            onClick={(event) => {
              event.preventDefault();
              void router.navigate({ href: from });
            }}
          >
            Back to where you were
          </a>
        ) : null}
        <Link to={PATHS.unit} params={{ unitId: 1 }} className={`btn ${from ? '' : 'btn-primary'}`}>
          Start Unit 1
        </Link>
      </div>
    </nav>
  );
}
