import { createFileRoute } from '@tanstack/react-router';
import { progressSources } from '../app/progress-sources';
import { ProgressScreen } from '../features/progress/components/progress-screen';

// My progress (docs/product.md#my-progress): prerendered empty, filled in from the device by every feature's source.
export const Route = createFileRoute('/progress')({
  component: () => <ProgressScreen sources={progressSources} />,
});
