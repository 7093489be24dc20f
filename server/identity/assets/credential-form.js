// Checks every field of a provider form before it is sent, using the rules the server wrote on each
// input (credential-field.ts), and shows each problem beside its field; nothing typed is cleared. Also
// runs the Show/Hide password buttons. Without this script the server's own checks still apply.
/* global document */
(function () {
  'use strict';

  function problemOf(input) {
    var value = input.type === 'password' ? input.value : input.value.trim();
    if (!value) return input.dataset.missing || '';
    var length = Array.from(value).length;
    if (input.dataset.min && length < Number(input.dataset.min)) return input.dataset.short || '';
    if (input.dataset.max && length > Number(input.dataset.max)) return input.dataset.long || '';
    if (input.pattern && !new RegExp('^(?:' + input.pattern + ')$', 'v').test(value)) return input.dataset.invalid || '';
    return '';
  }

  function show(input, message) {
    var error = document.getElementById(input.id + '-error');
    if (!error) return;
    error.textContent = message;
    error.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  document.querySelectorAll('form[data-checked]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      var first = null;
      form.querySelectorAll('input[data-missing]').forEach(function (input) {
        var message = problemOf(input);
        show(input, message);
        if (message && !first) first = input;
      });
      if (first) {
        event.preventDefault();
        first.focus();
      }
    });
    // A corrected field loses its message as soon as it is right, not only on the next submit.
    form.addEventListener('input', function (event) {
      var input = event.target;
      if (input.getAttribute('aria-invalid') === 'true' && !problemOf(input)) show(input, '');
    });
  });

  document.querySelectorAll('button[data-reveal]').forEach(function (button) {
    var input = document.getElementById(button.dataset.reveal);
    if (!input) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      var showing = input.type === 'text';
      input.type = showing ? 'password' : 'text';
      button.textContent = showing ? 'Show' : 'Hide';
      button.setAttribute('aria-label', showing ? 'Show password' : 'Hide password');
    });
  });
})();
