/** Takes away index.html's static login page (docs/architecture.md#first-load) once the real form is on screen under it. */
export function removeLoginShell(): void {
  document.getElementById('login-shell')?.remove();
  document.documentElement.classList.remove('login-shell');
}
