/** Text made safe to place in HTML (element content or a quoted attribute): mails and server-rendered pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
