/** Playwright helpers for journeys that need a signed-in student (grading). Accounts live in the Auth emulator. */
import { expect, type Page } from '@playwright/test';
import { createAccount, keptEmail } from './auth-emulator';

export interface Student {
  name: string;
  email: string;
  password: string;
  uid: string;
}

/** Creates a student with a complete profile (so signing in closes the modal) on the kept domain. */
export async function newStudent(name = 'Sam'): Promise<Student> {
  const email = keptEmail(name.toLowerCase());
  const password = 'grading-journey-1';
  const uid = await createAccount(email, password, { displayName: name, photoUrl: '📝' });
  return { name, email, password, uid };
}

/** Signs in through the sign-in modal, opening it from the header (or its phone menu) unless it is open already. */
export async function signInWithModal(page: Page, student: Student): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  const banner = page.getByRole('banner');
  if (!(await dialog.isVisible())) {
    const login = banner.getByRole('button', { name: 'Login', exact: true });
    if (!(await login.isVisible())) await banner.getByRole('button', { name: 'Menu' }).click();
    await login.click();
  }
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByText('Login successful!')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
}

/** Closes the account modal (it shows the account after a sign-in). */
export async function closeAccountModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** A new student, signed in on the current page (the modal closed again). */
export async function signInAsNewStudent(page: Page, name?: string): Promise<Student> {
  const student = await newStudent(name);
  await signInWithModal(page, student);
  await closeAccountModal(page);
  return student;
}
