/* global document, location */
// index.html's static login page shows only where the login page will render: at / with no sealed
// session in this tab (VAULT_STORAGE_KEY in src/session/stored-session.ts). A plain script, not a
// module, so it runs before the first paint; the CSP allows no inline script.
if (location.pathname === '/' && sessionStorage.getItem('voyage.session') === null) {
  document.documentElement.classList.add('login-shell');
  // Login pressed before the app has loaded: held here, and the React form sends it once it takes
  // the static form over (src/ui/login-shell.ts).
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || form.id !== 'login-shell-form') return;
      event.preventDefault();
      form.setAttribute('data-submitted', '');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
}
