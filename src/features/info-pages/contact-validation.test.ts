import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, validateContact } from './contact-validation';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'practice-exams', message: 'Hello' };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires all four fields', () => {
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(validateContact({ ...valid, name: '   ' }).name).toBe('Please enter your name.');
    expect(validateContact({ ...valid, message: '\n' }).message).toBe('Please enter a message.');
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com'])('rejects %s as an email', (email) => {
    expect(validateContact({ ...valid, email }).email).toMatch(/valid email/);
  });

  it('accepts only the seven subjects', () => {
    for (const subject of ['technical-support', 'essay-grading', 'practice-exams', 'account-billing', 'feature-request', 'general-inquiry', 'other']) {
      expect(validateContact({ ...valid, subject }).subject).toBeUndefined();
    }
    expect(validateContact({ ...valid, subject: 'billing' }).subject).toMatch(/from the list/);
  });
});
