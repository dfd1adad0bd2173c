import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSheet, sheetReducer } from '../sheet-state';
import { AnswerRow } from './answer-row';

/** One row wired to the real reducer, as the sheet wires it. */
function Row({ markMode = false, disabled = false }: { markMode?: boolean; disabled?: boolean }) {
  const [sheet, dispatch] = useReducer(sheetReducer, initialSheet(3, 'r', 0));
  return (
    <fieldset disabled={disabled}>
      <AnswerRow
        index={1}
        answer={sheet.answers[1] ?? null}
        marks={sheet.marks[1] ?? []}
        flagged={sheet.flags[1] ?? false}
        markMode={markMode}
        correct={null}
        onSelect={(question, option) => dispatch({ type: 'select', question, option })}
        onToggleMark={(question, option) => dispatch({ type: 'toggleMark', question, option })}
        onToggleFlag={(question) => dispatch({ type: 'toggleFlag', question })}
      />
    </fieldset>
  );
}

const radio = (letter: string) => screen.getByRole('radio', { name: letter });

afterEach(() => vi.useRealTimers());

describe('AnswerRow', () => {
  it('is a radio group "Question N" with radios A-D; a click selects', async () => {
    render(<Row />);
    expect(screen.getByRole('radiogroup', { name: 'Question 2' })).toBeInTheDocument();
    await userEvent.click(radio('C'));
    expect(radio('C')).toBeChecked();
  });

  it('a right-click marks without selecting, and a second one unmarks', () => {
    render(<Row />);
    fireEvent.contextMenu(radio('B'));
    expect(radio('B')).toHaveAccessibleDescription('marked');
    expect(radio('B')).not.toBeChecked();
    fireEvent.contextMenu(radio('B'));
    expect(radio('B')).not.toHaveAccessibleDescription('marked');
  });

  it('in Mark mode a tap marks instead of selecting', async () => {
    render(<Row markMode />);
    await userEvent.click(radio('D'));
    expect(radio('D')).toHaveAccessibleDescription('marked');
    expect(radio('D')).not.toBeChecked();
  });

  it('a long touch press marks once, and the tap that ends it does not select', () => {
    vi.useFakeTimers();
    render(<Row />);
    const label = radio('A').closest('label')!;
    fireEvent.pointerDown(label, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(500));
    expect(radio('A')).toHaveAccessibleDescription('marked');
    fireEvent.pointerUp(label, { pointerType: 'touch' });
    fireEvent.contextMenu(radio('A')); // Android follows a long press with a contextmenu event
    fireEvent.click(radio('A'));
    expect(radio('A')).toHaveAccessibleDescription('marked');
    expect(radio('A')).not.toBeChecked();
  });

  it('a short touch is a plain tap', () => {
    vi.useFakeTimers();
    render(<Row />);
    const label = radio('B').closest('label')!;
    fireEvent.pointerDown(label, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(label, { pointerType: 'touch' });
    fireEvent.click(radio('B'));
    expect(radio('B')).toBeChecked();
    expect(radio('B')).not.toHaveAccessibleDescription('marked');
  });

  it('the flag toggle says which question it flags', async () => {
    render(<Row />);
    const flag = screen.getByRole('button', { name: 'Flag question 2 for review' });
    await userEvent.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
  });

  it("in the sheet's disabled fieldset a right-click or a long press marks nothing, and every control is disabled", () => {
    vi.useFakeTimers();
    render(<Row disabled />);
    fireEvent.contextMenu(radio('C'));
    expect(radio('C')).not.toHaveAccessibleDescription('marked');
    fireEvent.pointerDown(radio('C').closest('label')!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(600));
    expect(radio('C')).not.toHaveAccessibleDescription('marked');
    expect(radio('C')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Flag question 2 for review' })).toBeDisabled();
  });
});
