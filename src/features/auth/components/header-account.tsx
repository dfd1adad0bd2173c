import { Link } from '@tanstack/react-router';

/** Placeholder until accounts land: the header's Login button. */
export function HeaderAccount() {
  return (
    <Link to="/login" className="btn btn-primary btn-small">
      Login
    </Link>
  );
}
