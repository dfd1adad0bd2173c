import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_SUBJECTS } from '../../../content/site';
import { showAlert } from '../../../shared/alert';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { ReadyButton } from '../../../shared/ui/ready-button';
import { FormField } from '../../../shared/ui/form-field';
import { Page } from '../../../shared/ui/page';
import {
  CONTACT_SEND_DELAY_MS,
  CONTACT_SUCCESS,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactForm,
} from '../contact-validation';
import styles from './contact-screen.module.css';

export function ContactScreen() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);

  const update = (field: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // Clear a field's message as soon as it is fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContact({ ...form, [field]: value })[field] }));
  };

  /** What every control shares besides its label wiring (FormField): name, required, its value and change. */
  const controlProps = (field: keyof ContactForm) => ({
    name: field,
    required: true,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field)(event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as (keyof ContactForm)[])[0];
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    // A simulated 2-second send (docs/product.md#contact); no network call is made.
    setSending(true);
    timer.current = window.setTimeout(() => {
      setSending(false);
      showAlert(CONTACT_SUCCESS);
      setForm(EMPTY_CONTACT);
    }, CONTACT_SEND_DELAY_MS);
  };

  return (
    <Page title="Contact us" documentTitle="Contact" lead="Questions, bug reports or ideas: we read every message.">
      <div className={styles.layout}>
        <form ref={formRef} noValidate onSubmit={onSubmit} className={`card ${styles.form}`} aria-label="Contact form">
          <FormField id="contact-name" label="Name" error={errors.name}>
            {(control) => <input autoComplete="name" {...control} {...controlProps('name')} />}
          </FormField>
          <FormField id="contact-email" label="Email" error={errors.email}>
            {(control) => (
              <input type="email" autoComplete="email" inputMode="email" {...control} {...controlProps('email')} />
            )}
          </FormField>
          <FormField id="contact-subject" label="Subject" error={errors.subject}>
            {(control) => (
              <select {...control} {...controlProps('subject')}>
                <option value="">Choose a subject</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="contact-message" label="Message" error={errors.message}>
            {(control) => <textarea rows={6} {...control} {...controlProps('message')} />}
          </FormField>
          <ReadyButton type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </ReadyButton>
        </form>
        <aside className={styles.aside} aria-label="Response times">
          <div className="card">
            <h2>Response times</h2>
            <ul>
              <li>We answer every message within 24 hours.</li>
              <li>Urgent issues (for example, a broken exam the night before the test) within 4 hours.</li>
              <li>Live chat: 9 AM to 6 PM EST.</li>
            </ul>
          </div>
        </aside>
      </div>
    </Page>
  );
}

