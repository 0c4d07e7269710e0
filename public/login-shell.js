/* global document, location */
// index.html's static login page shows only where the login page will render: at / with no sealed
// session in this tab (VAULT_STORAGE_KEY in src/session/stored-session.ts). A plain script, not a
// module, so it runs before the first paint; the CSP allows no inline script.
if (location.pathname === '/' && sessionStorage.getItem('voyage.session') === null) {
  document.documentElement.classList.add('login-shell');
}
