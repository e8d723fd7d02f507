// The page refuses to run inside a frame: another site could frame it and lay its own page over it
// (clickjacking: a "Copy share link" click that is the attacker's). A <meta> Content-Security-Policy ignores
// `frame-ancestors` and GitHub Pages sends no headers, so web/public/_headers serves only hosts that read it;
// this check works everywhere. Framed, the page shows a message with a link that opens it in a tab of its own,
// and stops before any of its code runs (this module is imported first; the error ends the module graph).

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin top can't even be compared in some browsers: framed.
    return true;
  }
}

if (framed()) {
  const es = /^es\b/i.test(navigator.language) || new URLSearchParams(location.search).get('lang') === 'es';
  const text = es ? 'Esta página no funciona dentro de otra página. ' : 'This page does not run inside another page. ';
  const link = document.createElement('a');
  link.href = location.href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = es ? 'Ábrela en una pestaña propia.' : 'Open it in a tab of its own.';
  const message = document.createElement('p');
  message.setAttribute('data-testid', 'framed');
  message.append(text, link);
  document.body.replaceChildren(message);
  throw new Error('totem: the page refuses to run inside a frame');
}

export {};
