/** The product's alerts (docs/product.md#year-pickers) are real browser alerts; one place so tests and screens agree. */
export function showAlert(message: string): void {
  window.alert(message);
}
