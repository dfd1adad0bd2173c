/** Site-wide copy: display numbers, home benefits and the FAQ (docs/product.md#catalogues). */
import { FIGURES as COUNTED } from 'virtual:content-figures';
import type { ContentFigures } from './content-index';

/**
 * The content's figures, counted at build time. Pages take them from here, never from the virtual module, and this
 * is a binding of this module (not a re-export), so the counts stay in this module's chunk: the first load of /
 * keeps to its file budget.
 */
export const FIGURES: ContentFigures = { ...COUNTED };

/** The home page's figures, each counted from the content (docs/content.md#counted-from-the-content). */
export function displayNumbers(figures: ContentFigures): { value: string; label: string }[] {
  const shown = (n: number) => n.toLocaleString('en-US');
  return [
    { value: shown(figures.questions), label: 'practice questions' },
    { value: shown(figures.units), label: 'units' },
    { value: shown(figures.topics), label: 'topics' },
    { value: shown(figures.timelineEvents), label: 'timeline events' },
  ];
}

export const BENEFITS = [
  'Works offline once installed: practise on the bus with no signal.',
  'Practice exams in the real format, with a timer and instant scoring.',
  'AI feedback on AP Seminar essays and APUSH short answers, scored against the rubric.',
  'Study guides, timelines and quizzes written for AP students.',
  'Your progress is saved on your device as you go: a reload loses nothing.',
  'Free to use, with no ads, on phones, tablets and laptops.',
] as const;

export const FAQ = [
  {
    question: 'Is Pocket AP free?',
    answer:
      'Yes. Study guides, timelines, quizzes, practice exams and notes are free. AI grading is free for now; if we ever add a premium plan, everything that is free today stays free.',
  },
  {
    question: 'Does it work without an internet connection?',
    answer:
      'Yes. After your first visit, or once you add Pocket AP to your home screen, the study guides, timelines, quizzes, practice exams and notes work offline. AI grading needs a connection: answers you submit offline wait on your device and are sent when you are back online.',
  },
  {
    question: 'How do I install it on my phone?',
    answer:
      'On Android, open the browser menu and choose "Install app" or "Add to Home screen". On iPhone, tap Share in Safari, then "Add to Home Screen".',
  },
  {
    question: 'Are these real College Board exams?',
    answer:
      'No. The practice exams are original papers written for Pocket AP in the format of the real exam. Their sources are public-domain documents, and each is labelled.',
  },
  {
    question: 'How accurate is the AI grading?',
    answer:
      'The grader scores your work against the official rubric rows and explains each score, but it is a study aid, not an official score. Use its feedback to revise, and ask your teacher when in doubt.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'Only for AI grading and for publishing. Without an account you can use the study guides, timelines, quizzes and practice exams, browse notes, study flashcards and import or export them, all saved on your device. A free account is needed to have an essay or SAQ graded by AI, to publish notes and flashcards under your name, and to keep a profile.',
  },
  {
    question: 'Is my progress saved?',
    answer:
      'Yes, on this device. Exam answers, timers and essay drafts are saved as you work, so closing the app or a dead battery does not lose them.',
  },
] as const;

export const CONTACT_SUBJECTS = [
  { value: 'technical-support', label: 'Technical support' },
  { value: 'essay-grading', label: 'Essay grading' },
  { value: 'practice-exams', label: 'Practice exams' },
  { value: 'account-billing', label: 'Account and billing' },
  { value: 'feature-request', label: 'Feature request' },
  { value: 'general-inquiry', label: 'General inquiry' },
  { value: 'other', label: 'Other' },
] as const;
