/** The spec's "alerts" (SPEC §2) are real browser alerts; one place so tests and screens agree. */
export function showAlert(message: string): void {
  window.alert(message);
}
