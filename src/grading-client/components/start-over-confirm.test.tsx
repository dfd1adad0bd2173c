import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StartOverConfirm, startOverId, useStartOverConfirm } from './start-over-confirm';

function Screen({ onClear }: { onClear: () => void }) {
  const startOver = useStartOverConfirm('test-confirm');
  return (
    <>
      <button id={startOverId(startOver.id)} type="button" aria-expanded={startOver.confirming} onClick={startOver.ask}>
        Start over
      </button>
      <StartOverConfirm confirm={startOver} question="Clear it all?" clearLabel="Clear" onClear={onClear} />
    </>
  );
}

describe('StartOverConfirm', () => {
  it('asks with the focus on Cancel, gives the focus back on Cancel, and clears only on Clear', async () => {
    const onClear = vi.fn();
    render(<Screen onClear={onClear} />);
    const startOver = screen.getByRole('button', { name: 'Start over' });
    await userEvent.click(startOver);
    expect(screen.getByRole('group', { name: 'Clear it all?' })).toBeInTheDocument();
    expect(startOver).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(startOver).toHaveFocus();
    expect(onClear).not.toHaveBeenCalled();
    await userEvent.click(startOver);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
