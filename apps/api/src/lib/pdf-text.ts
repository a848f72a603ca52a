/**
 * What every printed document of the API (invoices, pet passports) writes with: the brand's
 * colours and text the PDF standard fonts can show.
 */

// The brand palette of the web app (apps/web/app/styles/tokens.css), for the printed page.
export const colours = {
  primary: '#b4472c',
  primarySoft: '#fbe4da',
  cream: '#fff8f0',
  sun: '#f7d9a8',
  ink: '#2b211c',
  muted: '#6b5d54',
  border: '#e6d8c6',
};

// The PDF standard fonts (always available, nothing to embed, so the file stays small and the
// same on every machine) write Windows-1252. Intl puts narrow and thin spaces in amounts and
// percentages ('1 234,50 €' in French), which that encoding lacks: they become no-break spaces.
// Any other letter outside it (a customer called Łukasz) is written without its accent, else '?'.
const cp1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const lettersWithoutDecomposition: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.includes(char) || char === '\n';
}

export function printable(text: string): string {
  return [...text.replace(/[\u202f\u2009\u2007]/g, '\u00a0')]
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const mapped = lettersWithoutDecomposition[char];
      if (mapped) return mapped;
      const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...stripped].every(isWinAnsi) && stripped !== '' ? stripped : '?';
    })
    .join('');
}
