import { createFileRoute, notFound } from '@tanstack/react-router';
import { SAQ_SECTION_PAPERS, type SaqSectionId } from '../../../content/saq-section';
import { SaqExamScreen } from '../../../features/saq-exam/components/saq-exam-screen';
import { SharePage } from '../../../shared/ui/share-page';

/** Questions 2 to 4 of the SAQ section (q2, q3, q4); Question 1 is the 2025 page. */
const isSectionId = (id: string): id is SaqSectionId => id === 'q2' || id === 'q3' || id === 'q4';

export const Route = createFileRoute('/apush-practice-exam/saq/$question')({
  beforeLoad: ({ params }) => {
    if (!isSectionId(params.question)) throw notFound();
  },
  component: SaqQuestionPage,
});

function SaqQuestionPage() {
  const { question } = Route.useParams();
  const paper = SAQ_SECTION_PAPERS[question as SaqSectionId];
  return (
    <>
      <SaqExamScreen key={paper.id} paper={paper} pdfUrl={`/exams/${paper.id}.pdf`} />
      <SharePage what="exam" />
    </>
  );
}
