import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, type NoteFields } from '../note';
import type { SaveResult } from '../notes-store';
import { NoteEditor } from './note-editor';

const setup = (onSubmit = vi.fn((_fields: NoteFields): SaveResult => ({ ok: true }))) => {
  render(
    <NoteEditor
      label="Publish a note"
      initial={EMPTY_DRAFT}
      submitLabel="Publish"
      resetOnSuccess
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup(), onSubmit };
};

describe('NoteEditor', () => {
  it('publishes nothing while something is missing and says what, beside the button', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Add a title, a topic and a type.');
  });

  it('refuses a javascript: link with a message beside the field', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.selectOptions(screen.getByLabelText('Topic'), 'APUSH');
    await user.selectOptions(screen.getByLabelText('Type'), 'notes');
    await user.type(screen.getByLabelText('Document link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Document link')).toHaveAccessibleDescription(
      expect.stringContaining('Use a web link that starts with http:// or https://.'),
    );
  });

  it('on a full storage shows a clear error and keeps everything typed', async () => {
    const quota = vi.fn(
      (_fields: NoteFields): SaveResult =>
        ({ ok: false, reason: 'quota', error: new DOMException('full', 'QuotaExceededError') }) as const,
    );
    const { user } = setup(quota);
    await user.type(screen.getByLabelText('Title'), 'Deck');
    await user.selectOptions(screen.getByLabelText('Topic'), 'AP World');
    await user.selectOptions(screen.getByLabelText('Type'), 'flashcards');
    await user.type(screen.getByLabelText('Front'), 'Mughal capital');
    await user.type(screen.getByLabelText('Back'), 'Agra{Enter}');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(quota).toHaveBeenCalledWith({
      title: 'Deck',
      topic: 'AP World',
      type: 'flashcards',
      flashcards: [{ front: 'Mughal capital', back: 'Agra' }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/storage is full.*Your text is still here/);
    expect(screen.getByLabelText('Title')).toHaveValue('Deck');
    expect(screen.getByText('Mughal capital → Agra')).toBeInTheDocument();
  });

  it('resets after a successful publish', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Title'), 'Note');
    await user.selectOptions(screen.getByLabelText('Topic'), 'AP Gov');
    await user.selectOptions(screen.getByLabelText('Type'), 'notes');
    await user.type(screen.getByLabelText('Content'), 'Checks and balances');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });
});
