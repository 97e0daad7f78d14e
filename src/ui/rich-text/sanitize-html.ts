import DOMPurify from 'dompurify';

/**
 * Markup from the platform (notices, dialogs) made safe to show: no scripts, no
 * event handlers, no inline styles (the CSP refuses them anyway) and links that open
 * in a new tab without handing over the portal's window.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    RETURN_TRUSTED_TYPE: false,
  });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const a of doc.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
