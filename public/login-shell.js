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
  // A press on Login whose release lands after the React form has replaced this one makes no click:
  // the press itself counts, and the release on this form clears it (then its own submit follows).
  document.addEventListener(
    'pointerdown',
    function (event) {
      var button = event.target && event.target.closest ? event.target.closest('#login-shell-form button') : null;
      if (button) button.form.setAttribute('data-pressed', '');
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    function () {
      var form = document.getElementById('login-shell-form');
      if (form) form.removeAttribute('data-pressed');
    },
    true,
  );
}
