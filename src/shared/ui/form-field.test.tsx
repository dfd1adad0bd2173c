import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('ties the label, hint, counter and error to the control', () => {
    render(
      <FormField
        id="title"
        label="Title"
        hint="Short and clear."
        error="Add a title."
        counter={{ length: 3, max: 120 }}
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Short and clear. Add a title. 3 of 120 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Add a title.');
  });
  it('describes nothing when there is nothing to say', () => {
    render(
      <FormField id="email" label="Email">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
