/**
 * Under a grade button: signed out, that grading is for signed-in students; signed in, how many gradings are
 * left today once the functions have said (docs/product.md#who-may-grade-and-how-much). An empty line while the
 * account is not known yet (prerendered HTML) or nothing was reported: the line keeps its place, nothing moves.
 */
import { useAccountId } from '../../shared/account-seam';
import { useAllowance } from '../allowance';
import { quotaLine } from '../../grading-contract/quota';

export function AllowanceLine() {
  const account = useAccountId();
  const allowance = useAllowance();
  const text = account === null ? 'AI grading is for signed-in students.' : account && allowance ? quotaLine(allowance) : '\u00a0';
  return (
    <p className="muted" data-testid="grading-allowance">
      {text}
    </p>
  );
}
