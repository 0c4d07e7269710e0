import DOMPurify from 'dompurify';

/** Admin-written HTML (notification descriptions) made safe to render: no scripts, handlers or frames. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
