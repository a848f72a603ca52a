// No zod here: the share page's buttons use these; the page's data module (with the schemas it
// validates the API's answers with) loads on the page's first read in the browser (decision 0021).

/** Where each share button goes; the texts are the caller's (translated). */
export function shareLinks({ url, message, subject }: { url: string; message: string; subject: string }) {
  const withLink = `${message} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(withLink)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(withLink)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the old way
 * (a selected, off-screen text area and execCommand), which works on plain http and older browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
