import { FormField } from '../../../shared/ui/form-field';

/** The email field of the login and reset modes. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label="Email">
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
