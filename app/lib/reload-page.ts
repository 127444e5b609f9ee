/** Reloads the document from the server (its own module, so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}
