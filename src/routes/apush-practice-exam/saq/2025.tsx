import { createFileRoute } from '@tanstack/react-router';
import { saqPaper2025 } from '../../../content/saq-2025';
import { SaqExamScreen } from '../../../features/saq-exam/components/saq-exam-screen';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/saq/2025')({
  component: () => (
    <>
      <SaqExamScreen paper={saqPaper2025} pdfUrl="/exams/apush-saq-2025.pdf" />
      <SharePage what="exam" />
    </>
  ),
});
