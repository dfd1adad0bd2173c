import { Link } from '@tanstack/react-router';
import { Page } from '../shared/ui/page';
import { PATHS } from '../shared/paths';

export function NotFoundScreen() {
  return (
    <Page title="Page not found">
      <p className="lead">We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link to={PATHS.home} className="btn btn-primary">
        Go to the home page
      </Link>
    </Page>
  );
}
