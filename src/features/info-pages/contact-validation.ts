import { CONTACT_SUBJECTS } from '../../content/site';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', subject: '', message: '' };

// "Email-shaped": something@something.tld, no spaces. Deliverability is not ours to judge.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBJECT_VALUES: readonly string[] = CONTACT_SUBJECTS.map((s) => s.value);

/** docs/product.md#contact: all four fields required, email email-shaped, subject one of the seven. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Please enter your name.';
  if (!form.email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL_SHAPE.test(form.email.trim())) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!form.subject) errors.subject = 'Please choose a subject.';
  else if (!SUBJECT_VALUES.includes(form.subject)) errors.subject = 'Please choose a subject from the list.';
  if (!form.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

export const CONTACT_SEND_DELAY_MS = 2000;
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
