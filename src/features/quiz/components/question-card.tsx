import type { FlatQuestion } from '../quiz-state';
import { OptionList } from '../../../exam/option-list';
import { StimulusBlock } from '../../../exam/stimulus-block';
import styles from './quiz.module.css';

interface QuestionCardProps {
  question: FlatQuestion;
  number: number;
  chosen: number | null;
  crossed: readonly number[];
  onSelect: (option: number) => void;
  onToggleCross: (option: number) => void;
  disabled?: boolean;
}

/** One question with its stimulus: options are radio buttons, each with a cross-out toggle. */
export function QuestionCard({ question, number, chosen, crossed, onSelect, onToggleCross, disabled }: QuestionCardProps) {
  return (
    <div className={styles.question}>
      <StimulusBlock stimulus={question.stimulus} />
      <OptionList
        name={`quiz-${question.id}`}
        legend={`${number}. ${question.question}`}
        options={question.options}
        chosen={chosen}
        crossed={crossed}
        onSelect={onSelect}
        onToggleCross={onToggleCross}
        disabled={disabled}
      />
    </div>
  );
}
