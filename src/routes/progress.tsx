import { createFileRoute } from '@tanstack/react-router';
import { ProgressScreen } from '../features/progress/components/progress-screen';
import { loadProgress } from './-progress-sources';

// My progress (docs/product.md#my-progress): prerendered empty, filled in from the device.
export const Route = createFileRoute('/progress')({
  component: () => <ProgressScreen load={loadProgress} />,
});
